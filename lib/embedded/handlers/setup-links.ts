// Setup links: a person without project access opens one (signed out) to enter one secret or connect one app.
// The token is the credential: shown once, kept only as a hash, single use, expiring, scoped to one name.
import 'server-only';
import { contract } from '@/lib/contract';
import { SETUP_LINK_TTL } from '@/lib/contract/ops/project-connectors';
import type { SetupLink, SetupLinkStatus, SetupLinkView } from '@/lib/contract/types-connectors';
import { requireProject } from '../access';
import { recordAudit, recordProjectAudit } from '../audit';
import { randomToken, sha256 } from '../crypto';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import { nextId, type ProjectRecord } from '../store';
import { created, isoAt, on, type HandlerContext, type HandlerTable } from '../runtime';
import { checkApiKey } from '../connectors/catalog';
import { requireConnector, resolveConnectors, storeCredential } from '../connectors/model';
import type { SetupLinkRecord } from '../connectors/records';

const ops = contract.project.setupLinks;
const PERMISSION = { secret: 'project.secret.write', connector: 'project.connector.write' } as const;

function statusOf(link: SetupLinkRecord, now: number): SetupLinkStatus {
  if (link.used_at) return 'used';
  if (link.revoked_at) return 'revoked';
  return Date.parse(link.expires_at) <= now ? 'expired' : 'pending';
}

const view = (link: SetupLinkRecord, now: number): SetupLink => ({
  id: link.id,
  kind: link.kind,
  name: link.name,
  note: link.note,
  status: statusOf(link, now),
  created_at: link.created_at,
  created_by: link.created_by,
  expires_at: link.expires_at,
  used_at: link.used_at,
});

function createLink(ctx: HandlerContext, project: ProjectRecord, by: string, kind: SetupLinkRecord['kind'], name: string, note: string | undefined, ttl: number | undefined) {
  const token = `sl_${randomToken(24)}`;
  const now = ctx.rt.now();
  const link: SetupLinkRecord = {
    id: nextId(ctx.rt.store, 'sl'),
    project_id: project.id,
    kind,
    name,
    note: note ?? '',
    token_hash: sha256(token),
    created_at: isoAt(now),
    created_by: by,
    expires_at: isoAt(now + (ttl ?? SETUP_LINK_TTL.default) * 1000),
    used_at: null,
    revoked_at: null,
  };
  ctx.rt.store.setupLinks.set(link.id, link);
  return { link, token };
}

function linkByToken(ctx: HandlerContext, token: string): SetupLinkRecord {
  const hash = sha256(token);
  const link = [...ctx.rt.store.setupLinks.values()].find((l) => l.token_hash === hash);
  if (!link || !ctx.rt.store.projects.get(link.project_id)) throw notFound('Setup link');
  return link;
}

function publicView(ctx: HandlerContext, link: SetupLinkRecord): SetupLinkView {
  const project = ctx.rt.store.projects.get(link.project_id)!;
  const base: SetupLinkView = { kind: link.kind, name: link.name, project_name: project.name, note: link.note, status: statusOf(link, ctx.rt.now()), expires_at: link.expires_at };
  if (link.kind !== 'connector') return base;
  const c = resolveConnectors(ctx.rt, project).find((x) => x.slug === link.name);
  return c ? { ...base, auth: c.auth, connector_name: c.name } : { ...base, status: 'revoked' };
}

export const setupLinkHandlers: HandlerTable = {
  'project.setupLinks.requestSecret': on(ops.requestSecret, async (ctx) => {
    const { project, caller } = await requireProject(ctx, ctx.params.projectId, PERMISSION.secret);
    const { link, token } = createLink(ctx, project, caller.principal.id, 'secret', ctx.input.name, ctx.input.note, ctx.input.expires_in_seconds);
    recordProjectAudit(ctx, caller, project, 'project.setup_link.create', { type: 'setup_link', id: link.id }, { kind: 'secret', name: link.name, expires_at: link.expires_at });
    return created({ link: view(link, ctx.rt.now()), token, path: `/setup/${token}` });
  }),

  'project.setupLinks.requestConnector': on(ops.requestConnector, async (ctx) => {
    const { project, caller } = await requireProject(ctx, ctx.params.projectId, PERMISSION.connector);
    const c = requireConnector(ctx.rt, project, ctx.input.slug);
    if (c.source === 'manifest' || c.auth === 'none') throw badRequest('nothing_to_connect', `${c.name} takes its credential from the manifest: there is nothing for a link to set`, { field: 'slug' });
    const { link, token } = createLink(ctx, project, caller.principal.id, 'connector', c.slug, ctx.input.note, ctx.input.expires_in_seconds);
    recordProjectAudit(ctx, caller, project, 'project.setup_link.create', { type: 'setup_link', id: link.id }, { kind: 'connector', name: link.name, expires_at: link.expires_at });
    return created({ link: view(link, ctx.rt.now()), token, path: `/setup/${token}` });
  }),

  'project.setupLinks.list': on(ops.list, async (ctx) => {
    const { project, permissions } = await requireProject(ctx, ctx.params.projectId, 'project.read');
    const may = (kind: SetupLinkRecord['kind']) => permissions.has(PERMISSION[kind]);
    if (!may('secret') && !may('connector')) throw forbidden('You need project.secret.write or project.connector.write to see setup links', { permission: PERMISSION.secret });
    const now = ctx.rt.now();
    return [...ctx.rt.store.setupLinks.values()].filter((l) => l.project_id === project.id && may(l.kind)).sort((a, b) => b.id.localeCompare(a.id)).map((l) => view(l, now));
  }),

  'project.setupLinks.revoke': on(ops.revoke, async (ctx) => {
    const { project, caller } = await requireProject(ctx, ctx.params.projectId, 'project.read');
    const link = ctx.rt.store.setupLinks.get(ctx.params.linkId);
    if (!link || link.project_id !== project.id) throw notFound('Setup link');
    await requireProject(ctx, project.id, PERMISSION[link.kind]);
    const status = statusOf(link, ctx.rt.now());
    if (status !== 'pending') throw conflict(`link_${status}`, `This link is already ${status}`);
    link.revoked_at = isoAt(ctx.rt.now());
    recordProjectAudit(ctx, caller, project, 'project.setup_link.revoke', { type: 'setup_link', id: link.id }, { kind: link.kind, name: link.name });
    return view(link, ctx.rt.now());
  }),

  'setupLinks.open': on(contract.setupLinks.open, async (ctx) => publicView(ctx, linkByToken(ctx, ctx.params.token))),

  'setupLinks.complete': on(contract.setupLinks.complete, async (ctx) => {
    const link = linkByToken(ctx, ctx.params.token);
    const project = ctx.rt.store.projects.get(link.project_id)!;
    const before = publicView(ctx, link);
    if (before.status !== 'pending') throw conflict(`link_${before.status}`, before.status === 'used' ? 'This link was already used' : before.status === 'expired' ? 'This link has expired: ask for a new one' : 'This link was revoked: ask for a new one');
    const audit = (outcome: 'success' | 'failure') =>
      recordAudit(ctx, { accountId: project.account_id, projectId: project.id, action: 'project.setup_link.use', actor: null, outcome, resource: { type: 'setup_link', id: link.id }, metadata: { kind: link.kind, name: link.name } });
    const value = ctx.input.value;
    if (link.kind === 'secret') {
      if (!value) throw badRequest('invalid_request', 'Enter the value', { field: 'value' });
      const key = `${project.id}/${link.name}`;
      const existing = ctx.rt.store.secrets.get(key);
      ctx.rt.store.secrets.set(key, { project_id: project.id, name: link.name, valueHash: sha256(value), strategy: existing?.strategy ?? 'runtime', hosts: existing?.hosts ?? [], updated_at: isoAt(ctx.rt.now()), updated_by: null });
    } else if (before.auth === 'oauth') {
      if (ctx.input.decision !== 'allow') throw badRequest('invalid_request', 'Allow access to connect the app', { field: 'decision' });
      storeCredential(ctx.rt, project.id, link.name, 'oauth', `oat_${randomToken(24)}`, null);
    } else {
      if (!value) throw badRequest('invalid_request', 'Enter the API key', { field: 'value' });
      const check = checkApiKey(value);
      if (!check.valid) {
        audit('failure');
        throw badRequest('invalid_credential', check.reason ?? 'The provider refused this key', { field: 'value' });
      }
      storeCredential(ctx.rt, project.id, link.name, 'api_key', value, null);
    }
    link.used_at = isoAt(ctx.rt.now());
    audit('success');
    return publicView(ctx, link);
  }),
};
