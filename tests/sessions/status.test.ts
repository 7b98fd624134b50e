import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SessionSummary } from '@/lib/contract/types';
import { NOW, sessionSummary } from '../fixtures/session-summary';
import { deriveSessionStatus, RUN_SETTLE_MS, SESSION_STATES } from '@/lib/sessions/status';

const summary = (extra: Partial<SessionSummary> = {}) => sessionSummary('ses_a', extra);

describe('deriveSessionStatus', () => {
  it('reads busy and retry as running (retry with its attempt), an assistant error as error, the rest as idle', () => {
    expect(deriveSessionStatus(summary(), NOW)).toEqual({ state: 'idle', label: 'Idle' });
    expect(deriveSessionStatus(summary({ status: { type: 'busy' } }), NOW)).toEqual({ state: 'running', label: 'Running' });
    expect(deriveSessionStatus(summary({ status: { type: 'retry', attempt: 2, message: 'Gateway error', next: NOW + 3000 } }), NOW)).toMatchObject({
      state: 'running',
      label: 'Retrying (attempt 2)',
      retry: { attempt: 2, next: NOW + 3000 },
    });
    expect(deriveSessionStatus(summary({ error: 'Invalid API key' }), NOW)).toEqual({ state: 'error', label: 'Error', error: 'Invalid API key' });
    // A session working again after an error is running, not error.
    expect(deriveSessionStatus(summary({ status: { type: 'busy' }, error: 'old' }), NOW).state).toBe('running');
  });

  it('a deleted session is deleted whatever its runtime says', () => {
    expect(deriveSessionStatus(summary({ lifecycle: 'deleted', status: { type: 'busy' }, error: 'x' }), NOW)).toEqual({ state: 'deleted', label: 'Deleted' });
  });

  it('does not flip to Idle in the gap between two turns of a running run, and settles after RUN_SETTLE_MS', () => {
    const gap = summary({ runtimeState: 'running', time: { created: NOW - 60_000, updated: NOW - 1_300 } });
    expect(deriveSessionStatus(gap, NOW).state).toBe('running');
    expect(deriveSessionStatus(gap, NOW - 1_300 + RUN_SETTLE_MS).state).toBe('idle');
    // A stopped runtime that just changed is idle at once: only a running runtime settles.
    expect(deriveSessionStatus({ ...gap, runtimeState: 'stopped' }, NOW).state).toBe('idle');
  });

  it('the simulated live session (busy 2.7 s, idle 1.3 s of every 4 s turn) reads running at every moment of the run', () => {
    for (let t = 0; t < 40_000; t += 100) {
      const offset = t % 4_000;
      const busy = offset < 2_700;
      const updated = NOW + t - (busy ? 0 : offset - 2_700);
      const state = deriveSessionStatus(summary({ runtimeState: 'running', status: busy ? { type: 'busy' } : { type: 'idle' }, time: { created: NOW, updated } }), NOW + t).state;
      expect(state).toBe('running');
    }
  });

  it('never throws and always gives one of the states with a label', () => {
    fc.assert(
      fc.property(fc.anything(), fc.oneof(fc.double(), fc.integer()), (value, now) => {
        const derived = deriveSessionStatus(value, now);
        expect(SESSION_STATES).toContain(derived.state);
        expect(derived.label.length).toBeGreaterThan(0);
      }),
    );
  });

  it('is the same for the same summary: the list and the header cannot disagree', () => {
    fc.assert(
      fc.property(
        fc.record({
          status: fc.constantFrom<SessionSummary['status']>({ type: 'idle' }, { type: 'busy' }, { type: 'retry', attempt: 1, message: 'm', next: NOW }),
          error: fc.option(fc.string({ minLength: 1 }), { nil: undefined }),
          lifecycle: fc.constantFrom<SessionSummary['lifecycle']>('active', 'warm', 'unavailable', 'deleted'),
          updatedAgo: fc.integer({ min: 0, max: 60_000 }),
        }),
        ({ status, error, lifecycle, updatedAgo }) => {
          const s = summary({ status, lifecycle, runtimeState: 'running', time: { created: 0, updated: NOW - updatedAgo }, ...(error ? { error } : {}) });
          expect(deriveSessionStatus(structuredClone(s), NOW)).toEqual(deriveSessionStatus(s, NOW));
        },
      ),
    );
  });
});
