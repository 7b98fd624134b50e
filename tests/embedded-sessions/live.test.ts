import { beforeAll, describe, expect, it } from 'vitest';
import type { SessionStatus } from '@/lib/contract/wire';
import { LIVE_CYCLE_MS, LIVE_PRE_TURNS, LIVE_TURN_MS, liveStatus } from '@/lib/embedded/sessions/running-session';
import type { Platform } from '@/lib/sdk';
import { getRetryInfo } from '@/lib/sdk';
import { sessionHarness, T0 } from './harness';

const h = sessionHarness();
let api: Platform;
const live = () => api.session('proj_storefront', 'ses_live');

beforeAll(async () => {
  api = await h.signIn();
});

describe('ses_live: a running session simulated from the clock', () => {
  it('goes busy → idle within a turn, and retry (with a gateway envelope and the next attempt time) in retry turns', async () => {
    const seen: SessionStatus['type'][] = [];
    let retry: SessionStatus | undefined;
    for (let t = 0; t <= LIVE_CYCLE_MS; t += 250) {
      h.clock.now = T0 + t;
      const status = await live().status();
      if (seen[seen.length - 1] !== status.type) seen.push(status.type);
      if (status.type === 'retry') retry ??= status;
    }
    expect(seen.slice(0, 4)).toEqual(['busy', 'idle', 'busy', 'idle']);
    expect(seen).toContain('retry');
    expect(seen.indexOf('retry')).toBeGreaterThan(0);
    expect(seen[seen.indexOf('retry') + 1]).toBe('busy');
    const info = getRetryInfo(retry);
    expect(info?.attempt).toBe(1);
    expect(info?.next).toBeGreaterThan(T0);
    expect(info?.details?.code).toBe('all_candidates_failed');
    expect(info?.details?.candidates.length).toBe(2);
  });

  it('shows new messages and parts as the clock advances, and tails with after', async () => {
    h.clock.now = T0;
    const start = await live().messages();
    expect(start.items).toHaveLength(LIVE_PRE_TURNS * 2 + 1);
    const newest = start.items[start.items.length - 1].info.id;
    h.clock.now = T0 + 1_000;
    const running = await live().messages({ after: newest });
    const tool = running.items[0]?.parts.find((p) => p.type === 'tool') as { state: { status: string } } | undefined;
    expect(tool?.state.status).toBe('running');
    // Two turns later: turn 3's answer, turn 4 (prompt + answer) and turn 5's prompt have arrived.
    h.clock.now = T0 + 2 * LIVE_TURN_MS + 100;
    const later = await live().messages();
    expect(later.items.length).toBe(start.items.length + 4);
    const finished = later.items.find((m) => m.info.id === running.items[0].info.id)!;
    expect(finished.parts.map((p) => p.type)).toEqual(['step-start', 'tool', 'text', 'step-finish']);
    expect((await live().get()).time.updated).toBeGreaterThan(T0);
  });

  it('keeps producing turns for at least 30 minutes', async () => {
    h.clock.now = T0 + 30 * 60_000;
    const page = await live().messages({ limit: 2 });
    const turn = Number(/msg_live_(\d+)_/.exec(page.items[page.items.length - 1].info.id)?.[1]);
    expect(turn).toBeGreaterThan(350);
    const statuses = new Set<string>();
    for (let t = 0; t < LIVE_CYCLE_MS; t += 500) statuses.add(liveStatus(T0, T0 + 30 * 60_000 + t).type);
    expect([...statuses].sort()).toEqual(['busy', 'idle', 'retry']);
  });

  it('is idle (not broken) for a clock before the session started', async () => {
    h.clock.now = T0 - 60 * 60_000;
    expect(await live().status()).toEqual({ type: 'idle' });
    expect((await live().messages()).items).toEqual([]);
  });
});
