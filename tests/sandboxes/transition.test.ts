// The provider state table (spec, "States and transitions") as pure functions: properties over any record, any
// request and any time, and the table's rows by example.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SandboxProvider } from '@/lib/contract/types-sandboxes';
import { TRANSITION_STEP_MS, activeProviderAt, decideSetProvider, inFlight, transitionStateAt, transitionView, type ProviderRecord } from '@/lib/sandboxes/transition';

const PROVIDERS: SandboxProvider[] = [
  { id: 'platform', name: 'Platform', enabled: true, default: true },
  { id: 'microvm', name: 'MicroVM', enabled: true, default: false },
  { id: 'legacy-vm', name: 'Legacy', enabled: true, default: false },
  { id: 'gpu-cloud', name: 'GPU', enabled: false, default: false },
];
const ORDER = ['idle', 'preparing', 'verifying', 'activating', 'activated', 'failed'];
const T0 = 1_700_000_000_000;

const providerId = fc.constantFrom('platform', 'microvm', 'legacy-vm', 'gpu-cloud', 'unknown');
const failsAt = fc.constantFrom(null, 'preparing', 'verifying', 'activating');
const transition = fc.record({ from: providerId, to: providerId, started_at: fc.integer({ min: 0, max: 2 * T0 }), fails_at: failsAt, error: fc.option(fc.string(), { nil: null }) });
const record: fc.Arbitrary<ProviderRecord> = fc.record({ active: fc.option(providerId, { nil: null }), transition: fc.option(transition, { nil: null }) });

describe('provider transition', () => {
  it('never throws on malformed records, requests or clocks, and always answers a known state', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.oneof(fc.integer(), fc.double()), (rec, requested, now) => {
        expect(ORDER).toContain(transitionStateAt(rec, now));
        expect(typeof activeProviderAt(rec, PROVIDERS, now)).toBe('string');
        const view = transitionView(rec, PROVIDERS, now);
        expect(ORDER).toContain(view.state);
        const decision = decideSetProvider(rec, requested, PROVIDERS, now);
        expect(['project', 'preparation', 'refused']).toContain(decision.kind);
      }),
    );
  });

  it('moves forward only: preparing, verifying, activating, then activated or failed, as time passes', () => {
    fc.assert(
      fc.property(transition, fc.array(fc.integer({ min: 0, max: 10 * TRANSITION_STEP_MS }), { minLength: 2, maxLength: 12 }), (t, offsets) => {
        const states = offsets.sort((a, b) => a - b).map((o) => transitionStateAt(t, t.started_at + o));
        const ranks = states.map((s) => (s === 'failed' ? 4 : ORDER.indexOf(s)));
        for (let i = 1; i < ranks.length; i += 1) expect(ranks[i]).toBeGreaterThanOrEqual(ranks[i - 1]);
        expect(states).not.toContain('idle');
        const end = transitionStateAt(t, t.started_at + 10 * TRANSITION_STEP_MS);
        expect(end).toBe(t.fails_at === null ? 'activated' : 'failed');
      }),
    );
  });

  it('keeps the current provider serving until the transition activates', () => {
    fc.assert(
      fc.property(record, fc.integer({ min: 0, max: 2 * T0 }), (rec, now) => {
        const state = transitionStateAt(rec.transition, now);
        const serving = transitionView(rec, PROVIDERS, now).serving;
        if (state === 'activated') expect(serving).toBe(rec.transition!.to);
        else expect(serving).toBe(rec.active ?? 'platform');
      }),
    );
  });

  it('answers setProvider by the table: null, the default or the active one → project; another enabled one → preparation', () => {
    fc.assert(
      fc.property(record, fc.option(providerId, { nil: null }), fc.integer({ min: 0, max: 2 * T0 }), (rec, requested, now) => {
        const decision = decideSetProvider(rec, requested, PROVIDERS, now);
        const running = rec.transition !== null && inFlight(transitionStateAt(rec.transition, now));
        const active = activeProviderAt(rec, PROVIDERS, now);
        if (running) expect(decision).toMatchObject({ kind: 'refused', status: 409, code: 'transition_in_flight' });
        else if (requested === null || requested === 'platform' || requested === active) expect(decision.kind).toBe('project');
        else if (requested === 'unknown') expect(decision).toMatchObject({ kind: 'refused', code: 'unknown_provider' });
        else if (requested === 'gpu-cloud') expect(decision).toMatchObject({ kind: 'refused', code: 'provider_disabled' });
        else expect(decision).toMatchObject({ kind: 'preparation', transition: { from: active, to: requested, started_at: now } });
      }),
    );
  });

  it('shows each step with its times, and the failing step as failed', () => {
    const t = { from: 'platform', to: 'legacy-vm', started_at: T0, fails_at: 'verifying' as const, error: 'no probe' };
    const during = transitionView({ active: null, transition: t }, PROVIDERS, T0 + TRANSITION_STEP_MS + 1);
    expect(during.steps.map((s) => s.state)).toEqual(['done', 'running', 'pending']);
    expect(during.finished_at).toBeNull();
    const after = transitionView({ active: null, transition: t }, PROVIDERS, T0 + 9 * TRANSITION_STEP_MS);
    expect(after).toMatchObject({ state: 'failed', serving: 'platform', error: 'no probe', finished_at: new Date(T0 + 2 * TRANSITION_STEP_MS).toISOString() });
    expect(after.steps.map((s) => s.state)).toEqual(['done', 'failed', 'pending']);
    expect(transitionView(null, PROVIDERS, T0)).toMatchObject({ state: 'idle', serving: 'platform', steps: [] });
  });
});
