import { describe, expect, it } from 'vitest';
import { createEmbeddedPlatform } from '@/lib/embedded';
import { compileFilter, forEachRow } from '@/lib/embedded/gateway/aggregate';
import { trafficOf } from '@/lib/embedded/gateway/traffic';
import { sessionCostOf } from '@/lib/embedded/sessions/store-sessions';
import { LongSessionLayout } from '@/lib/embedded/sessions/long-session-pages';
import { sessionKey } from '@/lib/embedded/sessions/types';

const NOW = Date.parse('2026-11-20T12:00:00Z');

describe('the gateway carries the model calls of the demo sessions', () => {
  const platform = createEmbeddedPlatform({ now: () => NOW });
  const store = platform.store;
  const spendOf = (projectId: string, sessionId: string) => {
    const traffic = trafficOf(store, projectId);
    let micros = 0;
    let rows = 0;
    forEachRow(traffic, traffic.from, traffic.to, compileFilter(traffic, { sessionId }), (i) => {
      micros += traffic.cost[i];
      rows++;
    });
    return { usd: micros / 1e6, rows };
  };

  it('every seeded session of the project, the 2,000- and 10,000-turn ones included, costs at the gateway what its summary says', () => {
    const seen: string[] = [];
    for (const projectId of ['proj_storefront', 'proj_support', 'proj_pipelines']) {
      for (const { id } of trafficOf(store, projectId).sessions.filter((s) => s.real)) {
        seen.push(id);
        const record = store.sessions.get(sessionKey(projectId, id))!;
        const cost = sessionCostOf(record, NOW).cost;
        const { usd, rows } = spendOf(projectId, id);
        // Each request is rounded to the micro-dollar.
        expect(Math.abs(usd - cost), id).toBeLessThanOrEqual(rows * 1e-6);
      }
    }
    expect(seen).toEqual(expect.arrayContaining(['ses_long_2000', 'ses_long_10000']));
    expect(spendOf('proj_storefront', 'ses_long_2000').rows).toBeGreaterThanOrEqual(4_000);
  });

  it('names the long session messages by the ids the built session has', () => {
    const layout = new LongSessionLayout(1_000_000, 'ses_long_2000', 2_000);
    const calls = layout.modelCalls();
    expect(calls).toHaveLength(4_000);
    for (const turn of [1, 2, 50, 400, 401, 2_000]) {
      const built = layout.turnMessages(turn, turn).filter((m) => m.info.role === 'assistant' && m.parts.some((p) => p.type === 'step-finish'));
      expect(calls.filter((c) => c.turn === turn).map((c) => c.messageId)).toEqual(built.map((m) => m.info.id));
      const start = 1_000_000 + (turn - 1) * 120_000;
      expect(calls.filter((c) => c.turn === turn).every((c) => c.at >= start && c.at < start + 120_000)).toBe(true);
    }
  });
});
