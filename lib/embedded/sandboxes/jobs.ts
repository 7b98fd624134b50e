import 'server-only';
import type { SandboxJobKind } from '@/lib/contract/types-sandboxes';
import { buildPlan, isJobFinished, jobStateAt, jobView, type JobRecord } from '@/lib/sandboxes/jobs';
import { sha256 } from '../crypto';
import { nextId, type Store } from '../store';
import type { DeclaredTemplate } from './templates';

/** Older finished jobs beyond this many per template are forgotten, so the saved state stays small. */
const KEPT_PER_TEMPLATE = 5;

export function jobsOf(store: Store, projectId: string, slug: string): JobRecord[] {
  const jobs = [...store.sandboxJobs.values()].filter((j) => j.project_id === projectId && j.slug === slug);
  return jobs.sort((a, b) => b.started_at - a.started_at || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
}

export function newestJob(store: Store, projectId: string, slug: string): JobRecord | undefined {
  return jobsOf(store, projectId, slug)[0];
}

export function isRunning(job: JobRecord | undefined, now: number): boolean {
  return job !== undefined && !isJobFinished(jobStateAt(job, now));
}

/**
 * Starts a simulated build of a template. A Dockerfile template whose file is not on the default branch fails after
 * its first build step, the way a real build would.
 */
export function startJob(store: Store, projectId: string, template: DeclaredTemplate, kind: SandboxJobKind, tree: ReadonlyMap<string, string>, now: number): JobRecord {
  const plan = buildPlan(template, kind);
  const missing = template.dockerfile !== undefined && !tree.has(template.dockerfile);
  const record: JobRecord = {
    id: nextId(store, 'sbjob'),
    project_id: projectId,
    kind,
    slug: template.slug,
    started_at: now,
    plan,
    fails_after: missing ? 3 : null,
    error: missing ? `${template.dockerfile} is not on the default branch` : null,
    size_mb: 400 + (parseInt(sha256(`${projectId}/${template.slug}/${template.image ?? template.dockerfile}`).slice(0, 4), 16) % 1200),
  };
  store.sandboxJobs.set(record.id, record);
  for (const old of jobsOf(store, projectId, template.slug).slice(KEPT_PER_TEMPLATE)) store.sandboxJobs.delete(old.id);
  return record;
}

export { jobView };
