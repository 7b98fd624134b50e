// What a save changes in the routing policy, field by field, for the confirmation before saving. Pure; never throws.
import { diffArrays } from 'diff';
import type { RoutingPolicy } from './routing-policy';

export type ChainStep = { kind: 'kept' | 'added' | 'removed'; model: string };

export type PolicyChange =
  | { field: 'defaultModel' | 'visionModel' | 'fallbackOn'; from: string; to: string }
  | { field: 'fallbacks'; from: string[]; to: string[]; steps: ChainStep[]; reordered: boolean };

const asList = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
const asText = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The fields that differ between the saved policy and the draft; empty when saving would change nothing. */
export function diffPolicy(current: Partial<RoutingPolicy> | null | undefined, next: Partial<RoutingPolicy> | null | undefined): PolicyChange[] {
  const a = current ?? {};
  const b = next ?? {};
  const changes: PolicyChange[] = [];
  for (const field of ['defaultModel', 'visionModel'] as const) {
    if (asText(a[field]) !== asText(b[field])) changes.push({ field, from: asText(a[field]), to: asText(b[field]) });
  }
  const from = asList(a.fallbacks);
  const to = asList(b.fallbacks);
  if (from.join('\n') !== to.join('\n')) {
    const steps: ChainStep[] = diffArrays(from, to).flatMap((part) => part.value.map((model) => ({ kind: part.added ? ('added' as const) : part.removed ? ('removed' as const) : ('kept' as const), model })));
    const reordered = from.length === to.length && [...from].sort().join('\n') === [...to].sort().join('\n');
    changes.push({ field: 'fallbacks', from, to, steps, reordered });
  }
  if (asText(a.fallbackOn) !== asText(b.fallbackOn)) changes.push({ field: 'fallbackOn', from: asText(a.fallbackOn), to: asText(b.fallbackOn) });
  return changes;
}
