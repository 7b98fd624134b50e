import 'server-only';
import { contract } from '@/lib/contract';
import { SECRET_NAME_PATTERN } from '@/lib/contract/secret-name';
import type { SecretInfo } from '@/lib/contract/types-secrets';
import { requireProject } from '../access';
import { recordProjectAudit } from '../audit';
import { sha256 } from '../crypto';
import { PlatformError, badRequest, notFound } from '../errors';
import { requireFeature } from '../features';
import { declaredObjects } from '../manifest-objects';
import type { ProjectRecord, SecretRecord } from '../store';
import { created, isoAt, noContent, on, type HandlerContext, type HandlerTable } from '../runtime';

const ops = contract.project.secrets;
type Strategy = SecretRecord['strategy'];

const normalize = (strategy: string): Strategy => (strategy === 'sandbox' ? 'runtime' : strategy === 'network' ? 'egress' : (strategy as Strategy));

/** Egress is flag-gated (403 feature_disabled, feature secrets_egress) and needs at least one host. */
function checkPolicy(project: ProjectRecord, strategy: Strategy, hosts: string[] | undefined): string[] {
  if (strategy !== 'egress') return [];
  requireFeature(project, 'secrets_egress');
  if (!hosts?.length) throw badRequest('hosts_required', 'An egress policy names the HTTPS hosts the value may be sent to', { field: 'hosts' });
  return [...new Set(hosts)];
}

function toInfo(ctx: HandlerContext, project: ProjectRecord, s: SecretRecord): SecretInfo {
  const facts = declaredObjects(ctx.rt, project).agentFacts;
  const agents = Object.entries(facts).filter(([, f]) => f.secrets === 'all' || (Array.isArray(f.secrets) && f.secrets.includes(s.name))).map(([name]) => name);
  return { name: s.name, strategy: s.strategy, hosts: s.hosts, agents, updated_at: s.updated_at, updated_by: s.updated_by };
}

const key = (projectId: string, name: string) => `${projectId}/${name}`;

function secretOf(ctx: HandlerContext, project: ProjectRecord, name: string): SecretRecord {
  const s = ctx.rt.store.secrets.get(key(project.id, name));
  if (!s) throw notFound(`Secret ${name}`);
  return s;
}

export const secretHandlers: HandlerTable = {
  'project.secrets.list': on(ops.list, async (ctx) => {
    const { project } = await requireProject(ctx, ctx.params.projectId, 'project.secret.read');
    return [...ctx.rt.store.secrets.values()].filter((s) => s.project_id === project.id).sort((a, b) => a.name.localeCompare(b.name)).map((s) => toInfo(ctx, project, s));
  }),

  'project.secrets.upsert': on(ops.upsert, async (ctx) => {
    const { project, caller } = await requireProject(ctx, ctx.params.projectId, 'project.secret.write');
    const existing = ctx.rt.store.secrets.get(key(project.id, ctx.input.name));
    const strategy = ctx.input.policy ? normalize(ctx.input.policy.strategy) : (existing?.strategy ?? 'runtime');
    const hosts = ctx.input.policy ? checkPolicy(project, strategy, ctx.input.policy.hosts) : (existing?.hosts ?? []);
    const record: SecretRecord = { project_id: project.id, name: ctx.input.name, valueHash: sha256(ctx.input.value), strategy, hosts, updated_at: isoAt(ctx.rt.now()), updated_by: caller.principal.id };
    ctx.rt.store.secrets.set(key(project.id, record.name), record);
    recordProjectAudit(ctx, caller, project, existing ? 'project.secret.update' : 'project.secret.create', { type: 'secret', id: record.name }, { strategy });
    return existing ? toInfo(ctx, project, record) : created(toInfo(ctx, project, record));
  }),

  'project.secrets.setStrategy': on(ops.setStrategy, async (ctx) => {
    const { project, caller } = await requireProject(ctx, ctx.params.projectId, 'project.secret.write');
    const secret = secretOf(ctx, project, ctx.params.identifier);
    const strategy = normalize(ctx.input.strategy);
    secret.hosts = checkPolicy(project, strategy, ctx.input.options?.hosts);
    secret.strategy = strategy;
    secret.updated_at = isoAt(ctx.rt.now());
    secret.updated_by = caller.principal.id;
    recordProjectAudit(ctx, caller, project, 'project.secret.strategy', { type: 'secret', id: secret.name }, { strategy, hosts: secret.hosts.length });
    return toInfo(ctx, project, secret);
  }),

  'project.secrets.broker': on(ops.broker, async (ctx) => {
    const { project } = await requireProject(ctx, ctx.params.projectId, 'project.secret.read');
    secretOf(ctx, project, ctx.params.identifier);
    // Brokering needs a session-scoped token (spec); users, PATs and service accounts never hold one.
    throw new PlatformError(403, 'session_token_required', 'Brokering a secret needs the session-scoped token of a running session (PLATFORM_TOKEN inside the session)');
  }),

  'project.secrets.remove': on(ops.remove, async (ctx) => {
    const { project, caller } = await requireProject(ctx, ctx.params.projectId, 'project.secret.write');
    const secret = secretOf(ctx, project, ctx.params.identifier);
    ctx.rt.store.secrets.delete(key(project.id, secret.name));
    recordProjectAudit(ctx, caller, project, 'project.secret.delete', { type: 'secret', id: secret.name });
    return noContent();
  }),

  'project.secrets.listPersonal': on(ops.listPersonal, async (ctx) => {
    const { project, caller } = await requireProject(ctx, ctx.params.projectId);
    const prefix = `${project.id}/${caller.principal.id}/`;
    return [...ctx.rt.store.personalSecrets.entries()].filter(([k]) => k.startsWith(prefix)).map(([, v]) => ({ name: v.name, updated_at: v.updated_at }));
  }),

  'project.secrets.setPersonal': on(ops.setPersonal, async (ctx) => {
    const { project, caller } = await requireProject(ctx, ctx.params.projectId);
    const name = ctx.params.name;
    if (!SECRET_NAME_PATTERN.test(name)) throw badRequest('invalid_name', 'Use UPPER_SNAKE_CASE for secret names', { field: 'name' });
    const entry = { name, valueHash: sha256(ctx.input.value), updated_at: isoAt(ctx.rt.now()) };
    ctx.rt.store.personalSecrets.set(`${project.id}/${caller.principal.id}/${name}`, entry);
    recordProjectAudit(ctx, caller, project, 'project.secret.personal.set', { type: 'secret', id: name });
    return { name, updated_at: entry.updated_at };
  }),

  'project.secrets.removePersonal': on(ops.removePersonal, async (ctx) => {
    const { project, caller } = await requireProject(ctx, ctx.params.projectId);
    if (!ctx.rt.store.personalSecrets.delete(`${project.id}/${caller.principal.id}/${ctx.params.name}`)) throw notFound(`Personal secret ${ctx.params.name}`);
    recordProjectAudit(ctx, caller, project, 'project.secret.personal.delete', { type: 'secret', id: ctx.params.name });
    return noContent();
  }),

  'project.secrets.setGitCredential': on(ops.setGitCredential, async (ctx) => {
    const { project, caller } = await requireProject(ctx, ctx.params.projectId, 'project.secret.write');
    const updated_at = isoAt(ctx.rt.now());
    ctx.rt.store.gitCredentials.set(project.id, { updated_at });
    recordProjectAudit(ctx, caller, project, 'project.secret.git_credential', { type: 'secret', id: 'git-credential' });
    return { set: true as const, updated_at };
  }),
};
