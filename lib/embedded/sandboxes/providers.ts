import 'server-only';
import type { SandboxProvider } from '@/lib/contract/types-sandboxes';
import type { TransitionRecord } from '@/lib/sandboxes/transition';

/** The providers the embedded platform offers (neutral names; the spec names none). */
export const SANDBOX_PROVIDERS: readonly SandboxProvider[] = [
  { id: 'platform', name: 'Platform sandboxes', enabled: true, default: true },
  { id: 'microvm', name: 'MicroVM pool', enabled: true, default: false },
  { id: 'legacy-vm', name: 'Legacy VM pool', enabled: true, default: false },
  { id: 'gpu-cloud', name: 'GPU cloud', enabled: false, default: false },
];

/** How a switch to each provider ends: the legacy pool fails verification, so the `failed` path can be seen. */
export function failureOf(provider: string): Pick<TransitionRecord, 'fails_at' | 'error'> {
  if (provider === 'legacy-vm') return { fails_at: 'verifying', error: 'legacy-vm did not pass verification: its image registry did not answer the health probe' };
  return { fails_at: null, error: null };
}
