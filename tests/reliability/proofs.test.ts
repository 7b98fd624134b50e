// CI-sized runs of the reliability proofs (scripts/reliability): counts, statuses and shapes, never wall-clock limits.
import { describe, expect, it } from 'vitest';
import { runFaults, runFuzz, runLoad, runRefreshStorm, runReplicas } from '../../scripts/reliability/proofs';

describe('reliability proofs (CI size)', () => {
  it('load: signed-in users browse and write through the BFF over HTTP with no errors', async () => {
    const figures = await runLoad({ users: 12, seconds: 2 });
    expect(figures.errors).toBe(0);
    expect(figures.requests).toBeGreaterThan(12 * 3);
    expect(Object.keys(figures.statuses).every((s) => ['200', '201'].includes(s))).toBe(true);
  }, 30_000);

  it('refresh storm: many concurrent requests with an expiring token make one refresh per session', async () => {
    const figures = await runRefreshStorm({ sessions: 5, concurrent: 10 });
    expect(figures).toMatchObject({ requests: 50, ok: 50, refreshes: 5 });
  }, 30_000);

  it('replicas: a cookie from one replica works on the other, and racing refreshes revoke nothing', async () => {
    const figures = await runReplicas({ rounds: 6 });
    expect(figures.ok).toBe(figures.requests);
    expect(figures.sessionsRevoked).toBe(0);
  }, 30_000);

  it('faults: delays, resets, 5xx, malformed and html upstream answers become clear errors, never hangs or leaks', async () => {
    const cases = await runFaults();
    const byFault = Object.fromEntries(cases.map((c) => [c.fault, [c.status, c.code]]));
    expect(byFault.delay).toEqual([504, 'upstream_timeout']);
    expect(byFault.reset[0]).toBe(502);
    expect(byFault['5xx']).toEqual([503, 'upstream_error']);
    expect(byFault.html).toEqual([502, expect.any(String)]);
    expect(cases.every((c) => !c.leaksToken)).toBe(true);
  }, 60_000);

  it('fuzz: generated requests never get a 500 and errors always have the { error, code } shape', async () => {
    const figures = await runFuzz({ runs: 150 });
    expect(figures.problems).toEqual([]);
  }, 60_000);
});
