import 'server-only';
import { contract } from '@/lib/contract';
import { SHARE_DEFAULT_TTL_SECONDS, type FixResult, type ProjectSandbox, type SandboxHealth, type SandboxSnapshot, type SandboxTemplate, type SharedPortView, type TemplateChange } from '@/lib/contract/types-sandboxes';
import { jobStateAt } from '@/lib/sandboxes/jobs';
import { activeProviderAt, decideSetProvider, transitionStateAt, transitionView, type ProviderRecord } from '@/lib/sandboxes/transition';
import { allowsOnObject, requireProject, type ProjectAccess } from '../access';
import { recordProjectAudit } from '../audit';
import { randomToken, sha256 } from '../crypto';
import { PlatformError, badRequest, conflict, forbidden } from '../errors';
import { repoOf } from '../repo/context';
import { commitToBranch, defaultHead, DEFAULT_BRANCH } from '../repo/repository';
import { created, isoAt, noContent, on, type HandlerContext, type HandlerTable } from '../runtime';
import { sandboxOf } from '../sandbox/state';
import { canOpenSession, listSessionRecords, projectSessions } from '../sessions/store-sessions';
import type { SessionRecord } from '../sessions/types';
import { isRunning, jobView, jobsOf, newestJob, startJob } from '../sandboxes/jobs';
import { SANDBOX_PROVIDERS, failureOf } from '../sandboxes/providers';
import { shareState, shareUrl, toShare, type SandboxShareRecord } from '../sandboxes/shares';
import { declaredSandbox, editTemplates, manifestOf, type DeclaredTemplate, type TemplateEdit } from '../sandboxes/templates';
import { sessionAccess } from './sessions';

const ops = contract.project.sandbox;
const root = contract.projects;
const shares = contract.sandboxShares;

/** A session's sandbox id (readable: the session id's tail). */
export const sandboxIdOf = (record: SessionRecord) => `sbx_${record.info.id.replace(/^ses_/, '')}`;

function providerRecord(ctx: HandlerContext, projectId: string): ProviderRecord {
  return ctx.rt.store.sandboxProviders.get(projectId) ?? { active: null, transition: null };
}

function declared(ctx: HandlerContext, access: ProjectAccess) {
  const repo = repoOf(ctx.rt, access.project);
  const file = manifestOf(repo);
  return { repo, file, sandbox: declaredSandbox(file) };
}

function snapshotOf(ctx: HandlerContext, projectId: string, slug: string): SandboxSnapshot {
  const now = ctx.rt.now();
  const jobs = jobsOf(ctx.rt.store, projectId, slug);
  const newest = jobs[0];
  const built = jobs.find((j) => jobStateAt(j, now) === 'succeeded');
  const state = !newest ? 'none' : isRunning(newest, now) ? 'building' : jobStateAt(newest, now) === 'failed' ? 'failed' : 'ready';
  const builtView = built ? jobView(built, now) : null;
  return { slug, state, built_at: builtView?.finished_at ?? null, size_mb: built?.size_mb ?? null, job: newest ? jobView(newest, now) : null };
}

function templateView(ctx: HandlerContext, projectId: string, template: DeclaredTemplate, defaultSlug: string | null): SandboxTemplate {
  const job = newestJob(ctx.rt.store, projectId, template.slug);
  return { ...template, default: template.slug === defaultSlug, build: job ? jobView(job, ctx.rt.now()) : null };
}

function requireTemplate(sandbox: ReturnType<typeof declaredSandbox>, slug: string): DeclaredTemplate {
  const template = sandbox.templates.find((t) => t.slug === slug);
  if (!template) throw new PlatformError(404, 'template_not_found', `The manifest declares no template ${slug}`, { slug });
  return template;
}

/** Commits a template change on the default branch (validated by the manifest's rules) and answers the template. */
function commitTemplateChange(ctx: HandlerContext, access: ProjectAccess, edit: TemplateEdit, message: string): TemplateChange {
  const { repo, file } = declared(ctx, access);
  if (!file) throw new PlatformError(404, 'manifest_not_found', 'This project has no platform.yaml on its default branch');
  const source = editTemplates(file, edit);
  if (source === file.source) throw badRequest('no_changes', 'The template already is what was asked');
  const user = access.caller.principal.type === 'user' ? ctx.rt.store.users.get(access.caller.principal.id) : undefined;
  const author = user ? `${user.name} <${user.email}>` : access.caller.principal.id;
  const commit = commitToBranch(repo, DEFAULT_BRANCH, { changes: [{ path: file.path, content: source }], author, message, created_at: isoAt(ctx.rt.now()) });
  const after = declaredSandbox(manifestOf(repo));
  const slug = edit.kind === 'create' ? edit.input.slug : edit.slug;
  const template = after.templates.find((t) => t.slug === slug);
  recordProjectAudit(ctx, access.caller, access.project, `sandbox.template.${edit.kind}`, { type: 'sandbox_template', id: slug }, { commit: commit.sha });
  return { template: template ? templateView(ctx, access.project.id, template, after.default) : null, commit: { sha: commit.sha, message } };
}

/** The session behind a sandbox id that the caller can open; 404 otherwise (a sandbox you cannot open does not exist for you). */
async function openSandbox(ctx: HandlerContext, sandboxId: string, permission?: string) {
  const matches = [...ctx.rt.store.sessions.values()].filter((r) => sandboxIdOf(r) === sandboxId);
  for (const record of matches) {
    const sub = { ...ctx, params: { ...ctx.params, projectId: record.projectId } } as HandlerContext;
    let opened: Awaited<ReturnType<typeof sessionAccess>>;
    try {
      opened = await sessionAccess(sub);
    } catch (error) {
      if (error instanceof PlatformError && (error.status === 403 || error.status === 404) && matches.length > 1) continue;
      throw error;
    }
    if (!canOpenSession(record, opened.viewer)) continue;
    const { access } = opened;
    if (permission && !access.permissions.has(permission) && !allowsOnObject(ctx.rt, access.caller, access.project, { type: 'agent', id: record.agent }, permission).allowed) {
      throw forbidden(`You need the ${permission} permission for this`, { permission });
    }
    if (ctx.request.method !== 'GET' && access.project.archived) throw new PlatformError(409, 'project_archived', 'This project is archived: it is read-only');
    return { record, access };
  }
  throw new PlatformError(404, 'sandbox_not_found', `There is no sandbox ${sandboxId}`, { sandbox_id: sandboxId });
}

function health(ctx: HandlerContext, access: ProjectAccess): SandboxHealth {
  const now = ctx.rt.now();
  const { sandbox } = declared(ctx, access);
  const record = providerRecord(ctx, access.project.id);
  const counts = { ready: 0, asleep: 0, unavailable: 0 };
  for (const session of projectSessions(ctx.rt.store, access.project.id)) counts[sandboxOf(ctx.rt.store, session, now).state] += 1;
  const templates = sandbox.templates.map((t) => ({ slug: t.slug, snapshot: snapshotOf(ctx, access.project.id, t.slug).state }));
  const transition = transitionStateAt(record.transition, now);
  return {
    status: templates.some((t) => t.snapshot === 'failed') || transition === 'failed' ? 'degraded' : 'healthy',
    provider: activeProviderAt(record, SANDBOX_PROVIDERS, now),
    transition,
    sandboxes: counts,
    templates,
    checked_at: isoAt(now),
  };
}

const templateRead = async (ctx: HandlerContext) => {
  const access = await requireProject(ctx, ctx.params.projectId);
  const { sandbox } = declared(ctx, access);
  return sandbox.templates.map((t) => templateView(ctx, access.project.id, t, sandbox.default));
};

const healthRead = async (ctx: HandlerContext) => health(ctx, await requireProject(ctx, ctx.params.projectId));

export const sandboxesHandlers: HandlerTable = {
  'projects.sandboxTemplates': on(root.sandboxTemplates, templateRead),
  'projects.sandboxHealth': on(root.sandboxHealth, healthRead),
  'project.sandboxHealth': on(contract.project.sandboxHealth, healthRead),

  'project.sandbox.list': on(ops.list, async (ctx): Promise<ProjectSandbox[]> => {
    const { access, viewer } = await sessionAccess(ctx);
    const now = ctx.rt.now();
    const { sandbox } = declared(ctx, access);
    const provider = activeProviderAt(providerRecord(ctx, access.project.id), SANDBOX_PROVIDERS, now);
    return listSessionRecords(ctx.rt.store, access.project.id, viewer, viewer.manager ? 'project' : 'mine')
      .map((record) => ({
        id: sandboxIdOf(record),
        session_id: record.info.id,
        session_title: record.info.title ?? record.info.id,
        agent: record.agent,
        template: sandbox.agentTemplates[record.agent] ?? sandbox.default,
        state: sandboxOf(ctx.rt.store, record, now).state,
        provider,
      }))
      .sort((a, b) => (a.session_id < b.session_id ? -1 : a.session_id > b.session_id ? 1 : 0));
  }),

  'project.sandbox.snapshots': on(ops.snapshots, async (ctx) => {
    const access = await requireProject(ctx, ctx.params.projectId);
    return declared(ctx, access).sandbox.templates.map((t) => snapshotOf(ctx, access.project.id, t.slug));
  }),

  'project.sandbox.rebuildSnapshot': on(ops.rebuildSnapshot, async (ctx) => {
    const access = await requireProject(ctx, ctx.params.projectId, 'project.write');
    const { repo, sandbox } = declared(ctx, access);
    const now = ctx.rt.now();
    const chosen = ctx.input.slug ? [requireTemplate(sandbox, ctx.input.slug)] : sandbox.templates;
    if (chosen.length === 0) throw conflict('no_templates', 'The manifest declares no sandbox templates');
    const idle = chosen.filter((t) => !isRunning(newestJob(ctx.rt.store, access.project.id, t.slug), now));
    if (idle.length === 0) throw conflict('build_in_progress', 'Every chosen snapshot is being built already; follow its job');
    const tree = defaultHead(repo)?.tree ?? new Map<string, string>();
    const jobs = idle.map((t) => jobView(startJob(ctx.rt.store, access.project.id, t, 'rebuild', tree, now), now));
    recordProjectAudit(ctx, access.caller, access.project, 'sandbox.snapshot.rebuild', undefined, { templates: idle.map((t) => t.slug).join(',') });
    return created(jobs);
  }),

  'project.sandbox.buildTemplate': on(ops.buildTemplate, async (ctx) => {
    const access = await requireProject(ctx, ctx.params.projectId, 'project.write');
    const { repo, sandbox } = declared(ctx, access);
    const template = requireTemplate(sandbox, ctx.params.slug);
    const now = ctx.rt.now();
    if (isRunning(newestJob(ctx.rt.store, access.project.id, template.slug), now)) throw conflict('build_in_progress', `${template.slug} is being built already; follow its job`);
    const job = startJob(ctx.rt.store, access.project.id, template, 'build', defaultHead(repo)?.tree ?? new Map(), now);
    recordProjectAudit(ctx, access.caller, access.project, 'sandbox.template.build', { type: 'sandbox_template', id: template.slug });
    return created(jobView(job, now));
  }),

  'project.sandbox.fixWithAgent': on(ops.fixWithAgent, async (ctx): Promise<Response | FixResult | unknown> => {
    const access = await requireProject(ctx, ctx.params.projectId, 'project.write');
    const { repo, sandbox } = declared(ctx, access);
    const template = requireTemplate(sandbox, ctx.input.slug);
    const now = ctx.rt.now();
    const newest = newestJob(ctx.rt.store, access.project.id, template.slug);
    if (!newest || jobStateAt(newest, now) !== 'failed') throw conflict('nothing_to_fix', `The newest build of ${template.slug} did not fail`);
    let commit: FixResult['commit'] = null;
    const tree = defaultHead(repo)?.tree ?? new Map<string, string>();
    if (template.dockerfile && !tree.has(template.dockerfile)) {
      const message = `Fix sandbox template ${template.slug}: add the missing ${template.dockerfile}`;
      const made = commitToBranch(repo, DEFAULT_BRANCH, {
        changes: [{ path: template.dockerfile, content: 'FROM node:20-bookworm\nWORKDIR /workspace\n' }],
        author: 'Sandbox fixer agent <agent@platform.invalid>',
        message,
        created_at: isoAt(now),
      });
      commit = { sha: made.sha, message };
    }
    const job = startJob(ctx.rt.store, access.project.id, template, 'fix', defaultHead(repo)?.tree ?? new Map(), now);
    recordProjectAudit(ctx, access.caller, access.project, 'sandbox.template.fix', { type: 'sandbox_template', id: template.slug });
    return created({ job: jobView(job, now), commit } satisfies FixResult);
  }),

  'project.sandbox.createTemplate': on(ops.createTemplate, async (ctx) => {
    const access = await requireProject(ctx, ctx.params.projectId, 'project.write');
    return created(commitTemplateChange(ctx, access, { kind: 'create', input: ctx.input }, `Add sandbox template ${ctx.input.slug}`));
  }),

  'project.sandbox.updateTemplate': on(ops.updateTemplate, async (ctx) => {
    const access = await requireProject(ctx, ctx.params.projectId, 'project.write');
    if (Object.keys(ctx.input).length === 0) throw badRequest('no_changes', 'Give at least one field to change');
    return commitTemplateChange(ctx, access, { kind: 'update', slug: ctx.params.slug, input: ctx.input }, `Update sandbox template ${ctx.params.slug}`);
  }),

  'project.sandbox.removeTemplate': on(ops.removeTemplate, async (ctx) => {
    const access = await requireProject(ctx, ctx.params.projectId, 'project.write');
    commitTemplateChange(ctx, access, { kind: 'remove', slug: ctx.params.slug }, `Remove sandbox template ${ctx.params.slug}`);
    return noContent();
  }),

  'project.sandbox.setProvider': on(ops.setProvider, async (ctx) => {
    const access = await requireProject(ctx, ctx.params.projectId, 'project.write');
    const now = ctx.rt.now();
    const record = providerRecord(ctx, access.project.id);
    const decision = decideSetProvider(record, ctx.input.provider, SANDBOX_PROVIDERS, now, failureOf);
    if (decision.kind === 'refused') {
      throw new PlatformError(decision.status, decision.code, decision.message, { provider: ctx.input.provider, providers: SANDBOX_PROVIDERS.filter((p) => p.enabled).map((p) => p.id) });
    }
    if (decision.kind === 'project') {
      ctx.rt.store.sandboxProviders.set(access.project.id, { active: decision.active, transition: null });
      recordProjectAudit(ctx, access.caller, access.project, 'sandbox.provider.set', undefined, { provider: decision.active ?? 'default' });
      return { kind: 'project' as const };
    }
    ctx.rt.store.sandboxProviders.set(access.project.id, { active: activeProviderAt(record, SANDBOX_PROVIDERS, now), transition: decision.transition });
    recordProjectAudit(ctx, access.caller, access.project, 'sandbox.provider.transition', undefined, { from: decision.transition.from, to: decision.transition.to });
    return { kind: 'preparation' as const };
  }),

  'project.sandbox.providerTransition': on(ops.providerTransition, async (ctx) => {
    const access = await requireProject(ctx, ctx.params.projectId);
    return transitionView(providerRecord(ctx, access.project.id), SANDBOX_PROVIDERS, ctx.rt.now());
  }),

  'sandboxShares.list': on(shares.list, async (ctx) => {
    await openSandbox(ctx, ctx.params.sandboxId);
    const now = ctx.rt.now();
    return [...ctx.rt.store.sandboxShares.values()]
      .filter((s) => s.sandbox_id === ctx.params.sandboxId)
      .sort((a, b) => b.created_at - a.created_at || (a.token < b.token ? -1 : 1))
      .map((s) => toShare(s, now));
  }),

  'sandboxShares.create': on(shares.create, async (ctx) => {
    const { record, access } = await openSandbox(ctx, ctx.input.sandboxId, 'project.session.exec');
    const now = ctx.rt.now();
    if (sandboxOf(ctx.rt.store, record, now).state === 'unavailable') throw conflict('sandbox_unavailable', "The session's sandbox was evicted or deleted; start a new session");
    const key = randomToken(24);
    const share: SandboxShareRecord = {
      token: `shr_${randomToken(12)}`,
      key_hash: sha256(key),
      sandbox_id: ctx.input.sandboxId,
      project_id: record.projectId,
      session_id: record.info.id,
      port: ctx.input.port,
      label: ctx.input.label ? ctx.input.label : null,
      created_at: now,
      expires_at: now + (ctx.input.ttl ?? SHARE_DEFAULT_TTL_SECONDS) * 1000,
      revoked_at: null,
    };
    ctx.rt.store.sandboxShares.set(share.token, share);
    recordProjectAudit(ctx, access.caller, access.project, 'sandbox.share.create', { type: 'sandbox_share', id: share.token }, { port: share.port });
    return created({ ...toShare(share, now), url: shareUrl(share.token, key) });
  }),

  'sandboxShares.revoke': on(shares.revoke, async (ctx) => {
    const { access } = await openSandbox(ctx, ctx.params.sandboxId, 'project.session.exec');
    const share = ctx.rt.store.sandboxShares.get(ctx.params.token);
    if (!share || share.sandbox_id !== ctx.params.sandboxId) throw new PlatformError(404, 'share_not_found', 'There is no such share of this sandbox');
    if (share.revoked_at === null) {
      share.revoked_at = ctx.rt.now();
      recordProjectAudit(ctx, access.caller, access.project, 'sandbox.share.revoke', { type: 'sandbox_share', id: share.token });
    }
    return noContent();
  }),

  'sharedPorts.open': on(contract.sharedPorts.open, async (ctx): Promise<SharedPortView> => {
    const share = ctx.rt.store.sandboxShares.get(ctx.params.token);
    // A wrong key is the same as no share: the link is the credential.
    if (!share || share.key_hash !== sha256(ctx.input.key)) throw new PlatformError(404, 'share_not_found', 'This share link does not exist');
    const state = shareState(share, ctx.rt.now());
    if (state === 'revoked') throw new PlatformError(410, 'share_revoked', 'This share link was revoked', { revoked_at: isoAt(share.revoked_at!) });
    if (state === 'expired') throw new PlatformError(410, 'share_expired', 'This share link has expired', { expires_at: isoAt(share.expires_at) });
    return {
      token: share.token,
      sandbox_id: share.sandbox_id,
      port: share.port,
      label: share.label,
      expires_at: isoAt(share.expires_at),
      body: `Hello from port ${share.port} of the sandbox of session ${share.session_id} (a simulated app of the embedded platform).`,
    };
  }),
};
