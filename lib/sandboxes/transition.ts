// The sandbox provider's state table (spec, "States and transitions"), as pure functions of the stored record and the
// clock: `setProvider` decides, `transitionAt` tells where a transition is at any time. Total: malformed input gives
// an answer, never an exception.
import {
  PROVIDER_TRANSITION_STEPS,
  type ProviderTransition,
  type ProviderTransitionState,
  type ProviderTransitionStepView,
  type SandboxProvider,
} from '@/lib/contract/types-sandboxes';

/** How long each step of a transition takes on the platform clock. */
export const TRANSITION_STEP_MS = 1500;

/** A transition as stored: where from, where to, when it started, and at which step (if any) it fails. */
export interface TransitionRecord {
  from: string;
  to: string;
  started_at: number;
  /** The step that fails, or null when the transition activates. */
  fails_at: (typeof PROVIDER_TRANSITION_STEPS)[number] | null;
  /** Why it fails. */
  error?: string | null;
}

export interface ProviderRecord {
  /** The active provider; null: the platform default. */
  active: string | null;
  transition: TransitionRecord | null;
}

export type SetProviderDecision =
  | { kind: 'project'; active: string | null }
  | { kind: 'preparation'; transition: TransitionRecord }
  | { kind: 'refused'; status: 400 | 409; code: 'unknown_provider' | 'provider_disabled' | 'transition_in_flight'; message: string };

const isRecordObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function validTransition(value: unknown): TransitionRecord | null {
  if (!isRecordObject(value)) return null;
  const { from, to, started_at, fails_at } = value;
  if (typeof from !== 'string' || typeof to !== 'string' || typeof started_at !== 'number' || !Number.isFinite(started_at)) return null;
  const step = (PROVIDER_TRANSITION_STEPS as readonly unknown[]).includes(fails_at) ? (fails_at as TransitionRecord['fails_at']) : null;
  return { from, to, started_at, fails_at: step, error: typeof value.error === 'string' ? value.error : null };
}

export function defaultProvider(providers: readonly SandboxProvider[]): string {
  return (providers.find((p) => p.default) ?? providers[0])?.id ?? 'platform';
}

/** Where a transition is at `now`: the current step, or how it ended. */
export function transitionStateAt(record: unknown, now: number): ProviderTransitionState {
  const t = validTransition(record);
  if (!t) return 'idle';
  const elapsed = Math.max(0, (Number.isFinite(now) ? now : t.started_at) - t.started_at);
  const index = Math.floor(elapsed / TRANSITION_STEP_MS);
  const failIndex = t.fails_at === null ? -1 : PROVIDER_TRANSITION_STEPS.indexOf(t.fails_at);
  if (failIndex >= 0 && index > failIndex) return 'failed';
  if (index >= PROVIDER_TRANSITION_STEPS.length) return 'activated';
  return PROVIDER_TRANSITION_STEPS[index];
}

/** A transition that has not ended yet. */
export function inFlight(state: ProviderTransitionState): boolean {
  return (PROVIDER_TRANSITION_STEPS as readonly string[]).includes(state);
}

/** The active provider once time has passed: an activated transition's target, else the stored one, else the default. */
export function activeProviderAt(record: unknown, providers: readonly SandboxProvider[], now: number): string {
  const fallback = defaultProvider(providers);
  if (!isRecordObject(record)) return fallback;
  const t = validTransition(record.transition);
  if (t && transitionStateAt(t, now) === 'activated') return t.to;
  return typeof record.active === 'string' ? record.active : fallback;
}

/** The provider that serves sandboxes at `now`: the current one keeps serving until the transition activates. */
export const servingProviderAt = activeProviderAt;

const iso = (ms: number) => new Date(ms).toISOString();

/** The read of `providerTransition()`. */
export function transitionView(record: unknown, providers: readonly SandboxProvider[], now: number): ProviderTransition {
  const serving = activeProviderAt(record, providers, now);
  const t = isRecordObject(record) ? validTransition(record.transition) : null;
  const base = { serving, providers: [...providers] };
  if (!t) return { ...base, state: 'idle', target: null, from: null, steps: [], started_at: null, finished_at: null, error: null };
  const state = transitionStateAt(t, now);
  const failIndex = t.fails_at === null ? -1 : PROVIDER_TRANSITION_STEPS.indexOf(t.fails_at);
  const steps: ProviderTransitionStepView[] = PROVIDER_TRANSITION_STEPS.map((step, i) => {
    const start = t.started_at + i * TRANSITION_STEP_MS;
    const end = start + TRANSITION_STEP_MS;
    const reached = failIndex < 0 || i <= failIndex;
    if (!reached || now < start) return { step, state: 'pending', started_at: null, finished_at: null };
    if (now < end) return { step, state: 'running', started_at: iso(start), finished_at: null };
    return { step, state: i === failIndex ? 'failed' : 'done', started_at: iso(start), finished_at: iso(end) };
  });
  const endIndex = failIndex >= 0 ? failIndex + 1 : PROVIDER_TRANSITION_STEPS.length;
  const finished = state === 'activated' || state === 'failed' ? iso(t.started_at + endIndex * TRANSITION_STEP_MS) : null;
  return {
    ...base,
    state,
    target: t.to,
    from: t.from,
    steps,
    started_at: iso(t.started_at),
    finished_at: finished,
    error: state === 'failed' ? (t.error ?? `${t.to} failed at ${t.fails_at}`) : null,
  };
}

/**
 * `setProvider(requested)` per the spec's table: null, the default or the active provider applies at once
 * (`project`); another enabled provider starts preparing → verifying → activating (`preparation`). An unknown or
 * disabled provider is refused, and so is any switch while a transition is still running.
 */
export function decideSetProvider(
  record: unknown,
  requested: unknown,
  providers: readonly SandboxProvider[],
  now: number,
  failsAt: (provider: string) => Pick<TransitionRecord, 'fails_at' | 'error'> = () => ({ fails_at: null, error: null }),
): SetProviderDecision {
  const current = isRecordObject(record) ? validTransition(record.transition) : null;
  if (current && inFlight(transitionStateAt(current, now))) {
    return { kind: 'refused', status: 409, code: 'transition_in_flight', message: `A switch to ${current.to} is still running; wait until it is activated or failed` };
  }
  const active = activeProviderAt(record, providers, now);
  const fallback = defaultProvider(providers);
  if (requested === null || requested === fallback) return { kind: 'project', active: null };
  if (requested === active) return { kind: 'project', active };
  const provider = typeof requested === 'string' ? providers.find((p) => p.id === requested) : undefined;
  if (!provider) {
    return { kind: 'refused', status: 400, code: 'unknown_provider', message: `There is no sandbox provider ${String(requested).slice(0, 100)}; choose one of ${providers.map((p) => p.id).join(', ')}` };
  }
  if (!provider.enabled) return { kind: 'refused', status: 400, code: 'provider_disabled', message: `The provider ${provider.id} is not enabled on this platform` };
  const failure = failsAt(provider.id);
  return { kind: 'preparation', transition: { from: active, to: provider.id, started_at: now, fails_at: failure.fails_at, error: failure.error ?? null } };
}
