// The small version of the store's crash proof (scripts/reliability/store-kills.ts; `npm run reliability` kills 200+
// times): a real server process killed with SIGKILL during a stream of acknowledged writes, then restarted.
import { describe, expect, it } from 'vitest';
import { runStoreKills } from '../../scripts/reliability/store-kills';

describe('the store under SIGKILL', () => {
  it('keeps every acknowledged write and tears nothing across kills at random moments', async () => {
    const result = await runStoreKills({ kills: 3, port: 3162, writers: 4, killWithinMs: [150, 600], seed: 7 });
    expect(result.kills).toBe(3);
    expect(result.acknowledged).toBeGreaterThan(0);
    expect(result.lost).toBe(0);
    expect(result.torn).toBe(0);
    expect(result.refusedStarts).toBe(0);
  }, 120_000);
});
