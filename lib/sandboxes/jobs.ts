// Simulated build jobs: a stored plan (log lines, where it fails) and a start time; progress, logs and state at any
// moment are derived from the clock, so reads agree and the stored record stays small. Total on malformed input.
import type { SandboxJob, SandboxJobKind, SandboxJobState } from '@/lib/contract/types-sandboxes';

/** Each log line takes this long on the platform clock. */
export const JOB_LINE_MS = 600;

export interface JobRecord {
  id: string;
  project_id: string;
  kind: SandboxJobKind;
  slug: string;
  started_at: number;
  /** Every log line the job writes, in order. */
  plan: string[];
  /** The job fails after writing this many lines (null: it succeeds after all of them). */
  fails_after: number | null;
  error: string | null;
  /** Image size of a successful build. */
  size_mb: number;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** How many log lines are written at `now`. */
function linesAt(record: JobRecord, now: number): number {
  const total = record.fails_after ?? record.plan.length;
  if (!Number.isFinite(now) || now < record.started_at) return 0;
  return Math.min(total, Math.floor((now - record.started_at) / JOB_LINE_MS) + 1);
}

export function jobStateAt(record: JobRecord, now: number): SandboxJobState {
  if (!Number.isFinite(now) || now < record.started_at) return 'queued';
  if (now < jobEndsAt(record)) return 'running';
  return record.fails_after === null ? 'succeeded' : 'failed';
}

/** When the job ends (or ended). */
export function jobEndsAt(record: JobRecord): number {
  return record.started_at + (record.fails_after ?? record.plan.length) * JOB_LINE_MS;
}

/** The job as the API shows it at `now`. */
export function jobView(record: JobRecord, now: number): SandboxJob {
  const plan = Array.isArray(record.plan) ? record.plan.filter((line): line is string => typeof line === 'string') : [];
  const safe: JobRecord = { ...record, plan, fails_after: typeof record.fails_after === 'number' ? Math.max(0, Math.min(plan.length, record.fails_after)) : null };
  const state = jobStateAt(safe, now);
  const written = linesAt(safe, now);
  const total = safe.fails_after ?? plan.length;
  const logs = plan.slice(0, written);
  if (state === 'failed' && safe.error) logs.push(`error: ${safe.error}`);
  if (state === 'succeeded') logs.push(`done: snapshot ${safe.slug} ready (${safe.size_mb} MB)`);
  const progress = state === 'succeeded' ? 100 : total === 0 ? 0 : Math.min(99, Math.floor((written / Math.max(1, plan.length)) * 100));
  return {
    id: safe.id,
    kind: safe.kind,
    slug: safe.slug,
    state,
    progress,
    logs,
    started_at: iso(safe.started_at),
    finished_at: state === 'succeeded' || state === 'failed' ? iso(jobEndsAt(safe)) : null,
    error: state === 'failed' ? safe.error : null,
  };
}

export function isJobFinished(state: SandboxJobState): boolean {
  return state === 'succeeded' || state === 'failed';
}

/** The log a build of this template writes (image pull or Dockerfile build, then the snapshot). */
export function buildPlan(template: { slug: string; image?: string; dockerfile?: string; cpu?: number; memory?: number; disk?: number }, kind: SandboxJobKind): string[] {
  const source = template.image ? `pull ${template.image}` : `build ${template.dockerfile ?? 'Dockerfile'}`;
  return [
    `${kind === 'rebuild' ? 'rebuild' : kind === 'fix' ? 'rebuild after the fix' : 'build'} of template ${template.slug} queued`,
    `resources: cpu ${template.cpu ?? 1}, memory ${template.memory ?? 2048} MB, disk ${template.disk ?? 10} GB`,
    `step 1/4: ${source}`,
    'step 2/4: install the agent runtime',
    'step 3/4: copy the repository (default branch)',
    'step 4/4: warm the workspace',
    'snapshot: write and verify the image',
  ];
}
