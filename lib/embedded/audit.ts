import 'server-only';
import { CLIENT_SOURCE_HEADER, REQUEST_ID_HEADER } from '@/lib/contract';
import type { AuditEvent } from '@/lib/contract/types-audit';
import type { Caller, HandlerContext } from './runtime';
import type { AuditEventRecord } from './audit-records';
import { nextId } from './store';

/** Scalar metadata only: an event never holds request bodies, prompts, secrets or credentials. */
export type AuditMetadata = NonNullable<AuditEvent['metadata']>;

export type { AuditEventRecord } from './audit-records';

export interface AuditInput {
  accountId: string;
  action: string;
  resource?: { type: string; id: string };
  outcome?: AuditEventRecord['outcome'];
  projectId?: string;
  sessionId?: string;
  /** Defaults to the request's caller when already resolved; pass explicitly for sign-ins. */
  actor?: Caller['principal'] | null;
  metadata?: AuditMetadata;
}

const SOURCES = new Set(['api', 'cli', 'mobile', 'web']);

/** Appends one audit event for the request in `ctx`. Call it after the write succeeded (or with outcome `denied`/`failure`). */
export function recordAudit(ctx: Pick<HandlerContext, 'rt' | 'request'>, input: AuditInput & { actor: Caller['principal'] | null }): AuditEventRecord {
  const headers = ctx.request.headers;
  const source = headers.get(CLIENT_SOURCE_HEADER)?.toLowerCase() ?? 'api';
  const traceparent = headers.get('traceparent')?.split('-')[1];
  const event: AuditEventRecord = {
    id: nextId(ctx.rt.store, 'evt'),
    account_id: input.accountId,
    at: new Date(ctx.rt.now()).toISOString(),
    action: input.action,
    ...(input.resource ? { resource: input.resource } : {}),
    actor_type: input.actor ? input.actor.type : 'anonymous',
    actor_id: input.actor?.id ?? null,
    source: SOURCES.has(source) ? source : 'api',
    outcome: input.outcome ?? 'success',
    ...(input.projectId ? { project_id: input.projectId } : {}),
    ...(input.sessionId ? { session_id: input.sessionId } : {}),
    ...(headers.get(REQUEST_ID_HEADER) ? { request_id: headers.get(REQUEST_ID_HEADER)! } : {}),
    ...(traceparent ? { trace_id: traceparent } : {}),
    ...(headers.get('x-correlation-id') ? { correlation_id: headers.get('x-correlation-id')! } : {}),
    ...(input.metadata ? { metadata: input.metadata } : {}),
  };
  ctx.rt.store.auditEvents.push(event);
  return event;
}

/** One event for a write inside a project, by the request's caller. */
export function recordProjectAudit(
  ctx: Pick<HandlerContext, 'rt' | 'request'>,
  caller: Caller,
  project: { id: string; account_id: string },
  action: string,
  resource?: { type: string; id: string },
  metadata?: AuditMetadata,
): AuditEventRecord {
  return recordAudit(ctx, { accountId: project.account_id, projectId: project.id, action, actor: caller.principal, ...(resource ? { resource } : {}), ...(metadata ? { metadata } : {}) });
}
