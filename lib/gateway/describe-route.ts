// One sentence for where a request goes, for the routing editor's live preview and the playground. Pure.
import { FAILURE_KINDS, isFailureKind, type RoutePreview } from './routing-preview';

const str = (value: unknown) => (typeof value === 'string' ? value : 'an unknown model');
const labelOf = (failure: unknown) => (isFailureKind(failure) ? FAILURE_KINDS[failure].label : 'an error');

const REQUEST: Record<RoutePreview['kind'], string> = { text: 'a text request', vision: 'a request with images' };

/** "anthropic is down" for providers the simulation took down whole, "model fails (503 unavailable)" for the rest. */
function whatFailed(preview: RoutePreview, downProviders: ReadonlySet<string>): string {
  const parts: string[] = [];
  for (const a of preview.attempts) {
    if (!a || a.outcome !== 'failed') continue;
    const text = typeof a.provider === 'string' && downProviders.has(a.provider) ? `${a.provider} is down` : `${str(a.model)} fails (${labelOf(a.failure)})`;
    if (!parts.includes(text)) parts.push(text);
  }
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? '');
}

export function describeRoute(preview: RoutePreview | null | undefined, downProviders: Iterable<string> = []): string {
  if (!preview || !Array.isArray(preview.attempts)) return '';
  const request = REQUEST[preview.kind === 'vision' ? 'vision' : 'text'];
  const Request = request[0].toUpperCase() + request.slice(1);
  const failures = whatFailed(preview, new Set(downProviders));
  if (preview.result === 'answered' && typeof preview.answeredBy === 'string') {
    if (!failures) return `${Request} goes to ${preview.answeredBy}.`;
    return `If ${failures}, ${request} goes to ${preview.answeredBy} (attempt ${preview.attempts.length}).`;
  }
  if (preview.result === 'stopped') {
    const last = preview.attempts.at(-1);
    const label = labelOf(last?.failure);
    return `If ${failures}, ${request} fails: ${label} is not transient, and this policy falls back on transient errors only.`;
  }
  if (preview.attempts.length === 0) return `${Request} has no model to go to.`;
  return `If ${failures}, ${request} fails: every model in the chain failed.`;
}
