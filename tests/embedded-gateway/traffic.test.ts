import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { logDetail, logRow } from '@/lib/embedded/gateway/logs';
import { redactPreview } from '@/lib/embedded/gateway/redact';
import { trafficOf } from '@/lib/embedded/gateway/traffic';
import { seedStore } from '@/lib/embedded/seed';
import { sessionKey } from '@/lib/embedded/sessions/types';
import { seedGatewayKeys } from '@/lib/embedded/gateway/seed-keys';
import { NOW, seededStore, traffic, viewContext } from './harness';

const SECRET_SHAPED = /platform_(pat|sa|oat)_[A-Za-z0-9]{4}|pgw_[A-Za-z0-9]{6}|sk-[A-Za-z0-9]{6}|eyJ[A-Za-z0-9_-]{5,}\.|[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[a-z]{2}/;

describe('generated gateway traffic', () => {
  it('is deterministic: the same anchor gives the same rows', () => {
    const again = trafficOf(seedStore(NOW), 'proj_storefront');
    const t = traffic();
    expect(again.n).toBe(t.n);
    for (const column of ['at', 'model', 'status', 'cost', 'latency', 'failures', 'preview'] as const) {
      expect(Buffer.from(again[column].buffer).equals(Buffer.from(t[column].buffer))).toBe(true);
    }
  });

  it('holds 100,000 Storefront requests over 30 days, fewer for the other seeded projects, none for a new project', () => {
    const t = traffic();
    expect(t.n).toBe(100_000);
    expect(t.at[0]).toBeGreaterThanOrEqual(NOW - 30 * 86_400_000);
    expect(t.at[t.n - 1]).toBeLessThan(NOW);
    for (let i = 1; i < t.n; i++) if (t.at[i] < t.at[i - 1]) throw new Error(`rows out of order at ${i}`);
    expect(traffic('proj_support').n).toBeLessThan(t.n);
    expect(traffic('proj_pipelines').n).toBeGreaterThan(0);
    // Pipelines keeps half its generated volume beside the 10,000-turn session's 20,000 calls (and 200 retried ones).
    expect(traffic('proj_pipelines').n).toBeGreaterThanOrEqual(4_000 + 20_200);
    expect(trafficOf(seededStore(), 'proj_new_one').n).toBe(0);
  });

  it('spans providers, the seeded keys, agents and statuses ok, 4xx, 429, 5xx and timeout, with fallbacks, streaming and vision', () => {
    const t = traffic();
    const rows = Array.from({ length: t.n }, (_, i) => i);
    expect(new Set(rows.map((i) => t.providers[t.providerOfModel[t.model[i]]]))).toEqual(new Set(['anthropic', 'openai', 'google', 'mistral']));
    expect(new Set(rows.map((i) => t.keys[t.key[i]]))).toEqual(new Set(seedGatewayKeys('proj_storefront').map((k) => k.id)));
    const classes = new Set(rows.map((i) => logRow(t, i).statusClass));
    expect(classes).toEqual(new Set(['ok', '4xx', '429', '5xx', 'timeout']));
    expect(rows.some((i) => t.attempts[i] > 1 && t.status[i] === 200)).toBe(true);
    expect(rows.some((i) => logRow(t, i).stream)).toBe(true);
    expect(rows.some((i) => logRow(t, i).stream === false)).toBe(true);
    expect(rows.some((i) => logRow(t, i).vision)).toBe(true);
    expect(rows.some((i) => logRow(t, i).errorCode === 'key_revoked' && logRow(t, i).status === 401)).toBe(true);
  });

  it('a fallback carries its candidate chain: the failed attempts, then the one that answered, adding up to the latency', () => {
    const t = traffic();
    const i = Array.from({ length: t.n }, (_, k) => k).find((k) => t.attempts[k] === 3 && t.status[k] === 200)!;
    const detail = logDetail(t, logRow(t, i).id, viewContext())!;
    expect(detail.candidates).toHaveLength(3);
    expect(detail.candidates.slice(0, 2).every((c) => !c.final && c.code && c.status && c.status >= 400)).toBe(true);
    expect(detail.candidates[2]).toMatchObject({ final: true, status: 200, routeModel: detail.model });
    expect(detail.candidates[0].routeModel).toBe(detail.requestedModel);
    expect(detail.candidates.reduce((s, c) => s + c.durationMs, 0)).toBe(detail.latencyMs);
    expect(detail.candidates.map((c) => c.attempt)).toEqual([1, 2, 3]);
  });

  it('the seeded sessions’ requests link to their session and to a message that exists in it', () => {
    const store = seededStore();
    const t = traffic();
    const linked = Array.from({ length: t.n }, (_, i) => i).filter((i) => t.message[i] >= 0);
    expect(linked.length).toBeGreaterThan(10);
    for (const i of linked) {
      const detail = logDetail(t, logRow(t, i).id, viewContext())!;
      const record = store.sessions.get(sessionKey('proj_storefront', detail.session!.id))!;
      expect(record).toBeDefined();
      expect(record.source.messages(NOW).some((m) => m.info.id === detail.session!.messageId)).toBe(true);
    }
    const retries = linked.filter((i) => t.sessions[t.session[i]].id === 'ses_gateway_retry').map((i) => logRow(t, i));
    expect(retries.filter((r) => r.errorCode === 'all_candidates_failed')).toHaveLength(3);
    expect(retries.filter((r) => r.status === 200)).toHaveLength(1);
  });

  it('log previews never hold a secret, an e-mail address or a long number', () => {
    for (const projectId of ['proj_storefront', 'proj_support', 'proj_pipelines']) {
      for (const preview of traffic(projectId).previews) expect(preview).not.toMatch(SECRET_SHAPED);
    }
  });

  it('redactPreview removes credentials whatever surrounds them, never throws, and stays short', () => {
    const secret = fc.oneof(
      fc.stringMatching(/^[A-Za-z0-9]{8,24}$/).map((s) => `platform_pat_${s}`),
      fc.stringMatching(/^[A-Za-z0-9]{8,24}$/).map((s) => `pgw_${s}`),
      fc.stringMatching(/^[A-Za-z0-9]{10,30}$/).map((s) => `sk-ant-${s}`),
      fc.stringMatching(/^[a-z]{1,10}$/).map((s) => `${s}@example.com`),
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), secret, fc.string({ maxLength: 60 }), (before, s, after) => {
        const out = redactPreview(`${before} ${s} ${after}`);
        expect(out.includes(s)).toBe(false);
        expect(out.length).toBeLessThanOrEqual(160);
      }),
    );
    for (const odd of [undefined, null, 42, {}, '']) expect(redactPreview(odd)).toBe('');
  });
});
