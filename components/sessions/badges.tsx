import type { SessionLifecycle } from '@/lib/contract/wire';
import { Badge, type BadgeTone } from './status-badge';

export { Badge, StatusBadge, type BadgeTone } from './status-badge';

const LIFECYCLE: Record<Exclude<SessionLifecycle, 'active' | 'deleted'>, { label: string; tone: BadgeTone }> = {
  unavailable: { label: 'Unavailable', tone: 'warning' },
  warm: { label: 'Warm', tone: 'success' },
};

/** Warm and Unavailable (inventory); nothing for active sessions, and Deleted is the status itself. */
export function LifecycleBadge({ lifecycle, runtimeState }: { lifecycle: SessionLifecycle; runtimeState?: string }) {
  if (lifecycle === 'active' || lifecycle === 'deleted') return null;
  const badge = LIFECYCLE[lifecycle];
  if (!badge) return null;
  return (
    <Badge tone={badge.tone} title={runtimeState ? `Runtime state: ${runtimeState}` : undefined} data-lifecycle={lifecycle}>
      {badge.label}
    </Badge>
  );
}

export function PrivateBadge() {
  return (
    <Badge title="Private: only its owner opens it (and project managers, when a trigger started it)" data-badge="private">
      Private
    </Badge>
  );
}

/** A session loaded from an agent-runtime export, in the lifecycle badges' style. */
export function ImportedBadge() {
  return (
    <Badge title="Loaded from an agent-runtime export" data-badge="imported">
      Imported
    </Badge>
  );
}
