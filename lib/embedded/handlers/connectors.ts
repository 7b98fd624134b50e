import 'server-only';
import { contract } from '@/lib/contract';
import { ATTACHMENT_MAX_BYTES } from '@/lib/contract/ops/project-connectors';
import type { ConnectorConfig, ConnectorInfo, ToolPolicy } from '@/lib/contract/types-connectors';
import { connectorV1Schema } from '@/lib/manifest/schema-v1';
import { connectorV2Schema } from '@/lib/manifest/schema-v2';
import { ARG_PREVIEW_MAX_CHARS } from '@/lib/connectors/arg-preview';
import { requireProject } from '../access';
import { recordProjectAudit } from '../audit';
import { randomToken, sha256 } from '../crypto';
import { PlatformError, badRequest, conflict, notFound } from '../errors';
import { manifestVersionOf } from '../connectors/manifest-version';
import type { ProjectRecord } from '../store';
import { created, isoAt, noContent, on, type HandlerContext, type HandlerTable } from '../runtime';
import { appById, catalogEntries, checkApiKey, DEMO_KEY_FORMAT } from '../connectors/catalog';
import { actionsOfConnector, connectionOf, connectorPolicies, infoOf, keyOf, requireConnector, resolveConnectors, settingsOf, storeCredential, type ResolvedConnector } from '../connectors/model';
import { allTools, callTool, describeTool } from '../connectors/call';

const ops = contract.project.connectors;
export const ATTACHMENT_TTL_MS = 60 * 60_000;

/** The API-set tool policies of a connector, else the manifest's (sessions gate on them). */
export function effectivePolicies(ctx: HandlerContext, project: ProjectRecord, slug: string): ToolPolicy[] {
  const found = resolveConnectors(ctx.rt, project).find((c) => c.slug === slug);
  return found ? connectorPolicies(ctx.rt, project, found) : [];
}

function slugOfConnection(ctx: HandlerContext, project: ProjectRecord, connectionId: string): ResolvedConnector {
  const slug = connectionId.startsWith('conn_') ? connectionId.slice(5) : '';
  const found = resolveConnectors(ctx.rt, project).find((c) => c.slug === slug);
  if (!found) throw notFound(`Connection ${connectionId}`);
  return found;
}

/** Checks a pasted key with the (simulated) provider, then seals it. The value is never answered or audited. */
function setApiKey(ctx: HandlerContext, project: ProjectRecord, c: ResolvedConnector, value: string, by: string): void {
  if (c.auth === 'oauth') throw badRequest('oauth_required', `${c.name} is authorized through its OAuth consent, not an API key`, { field: 'api_key' });
  const check = checkApiKey(value);
  if (!check.valid) throw badRequest('invalid_credential', check.reason ?? 'The provider refused this key', { field: 'api_key' });
  storeCredential(ctx.rt, project.id, c.slug, 'api_key', value, by);
}

const info = (ctx: HandlerContext, project: ProjectRecord, slug: string): ConnectorInfo => infoOf(ctx, project, requireConnector(ctx.rt, project, slug));

/** A custom connector's definition, checked by the manifest's connector schema for the project's version (one source). */
function checkDefinition(ctx: HandlerContext, project: ProjectRecord, definition: Record<string, unknown>): Record<string, unknown> {
  const schema = manifestVersionOf(ctx.rt, project) === 1 ? connectorV1Schema : connectorV2Schema;
  const parsed = schema.safeParse(definition);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw badRequest('invalid_connector', issue?.message ?? 'The connector is not valid', { field: ['connector', ...(issue?.path ?? [])].join('.'), issues: parsed.error.issues.slice(0, 20).map((i) => ({ path: i.path.join('.'), message: i.message })) });
  }
  return parsed.data as Record<string, unknown>;
}

export const connectorHandlers: HandlerTable = {
  'project.connectors.catalog': on(ops.catalog, async (ctx) => {
    await requireProject(ctx, ctx.params.projectId, 'project.connector.read');
    return catalogEntries();
  }),

  'project.connectors.list': on(ops.list, async (ctx) => {
    const { project } = await requireProject(ctx, ctx.params.projectId, 'project.connector.read');
    return resolveConnectors(ctx.rt, project).map((c) => infoOf(ctx, project, c));
  }),

  'project.connectors.config': on(ops.config, async (ctx): Promise<ConnectorConfig> => {
    const { project } = await requireProject(ctx, ctx.params.projectId, 'project.connector.read');
    const version = manifestVersionOf(ctx.rt, project);
    return {
      limits: { attachment_max_bytes: ATTACHMENT_MAX_BYTES, attachment_ttl_seconds: ATTACHMENT_TTL_MS / 1000, argument_preview_max_chars: ARG_PREVIEW_MAX_CHARS },
      credential_modes: version === 1 ? ['shared', 'personal'] : ['shared'],
      manifest_version: version,
      demo_key_format: DEMO_KEY_FORMAT,
    };
  }),

  'project.connectors.tools': on(ops.tools, async (ctx) => {
    const { project } = await requireProject(ctx, ctx.params.projectId, 'project.connector.read');
    return allTools(ctx, project);
  }),

  'project.connectors.search': on(ops.search, async (ctx) => {
    const { project } = await requireProject(ctx, ctx.params.projectId, 'project.connector.read');
    const words = ctx.input.query.toLowerCase().split(/\s+/).filter(Boolean);
    return allTools(ctx, project)
      .filter((t) => !ctx.input.connector || t.connector === ctx.input.connector)
      .filter((t) => words.every((w) => `${t.name} ${t.description}`.toLowerCase().includes(w)))
      .slice(0, ctx.input.limit ?? 50);
  }),

  'project.connectors.describe': on(ops.describe, async (ctx) => {
    const { project } = await requireProject(ctx, ctx.params.projectId, 'project.connector.read');
    return describeTool(ctx, project, ctx.params.tool);
  }),

  'project.connectors.call': on(ops.call, async (ctx) => {
    const { project, caller } = await requireProject(ctx, ctx.params.projectId, 'project.connector.write');
    return callTool(ctx, project, caller, ctx.params.tool, ctx.input.args ?? {});
  }),

  'project.connectors.uploadAttachment': on(ops.uploadAttachment, async (ctx) => {
    const { project, caller } = await requireProject(ctx, ctx.params.projectId, 'project.connector.write');
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(ctx.input.content)) throw badRequest('invalid_request', 'content must be base64', { field: 'content' });
    const bytes = Buffer.from(ctx.input.content, 'base64');
    if (bytes.length > ATTACHMENT_MAX_BYTES) throw new PlatformError(413, 'attachment_too_large', `An attachment is at most ${ATTACHMENT_MAX_BYTES} bytes (got ${bytes.length})`, { limit: ATTACHMENT_MAX_BYTES });
    const handle = `att_${randomToken(18)}`;
    const expiresAt = ctx.rt.now() + ATTACHMENT_TTL_MS;
    const record = { project_id: project.id, name: ctx.input.name, content_type: ctx.input.content_type ?? 'application/octet-stream', size: bytes.length, sha256: sha256(bytes.toString('binary')), expires_at: expiresAt };
    ctx.rt.store.attachments.set(handle, record);
    recordProjectAudit(ctx, caller, project, 'project.connector.attachment', { type: 'attachment', id: handle.slice(0, 8) }, { size: bytes.length });
    return created({ handle, name: record.name, content_type: record.content_type, size: record.size, expires_at: isoAt(expiresAt) });
  }),

  'project.connectors.create': on(ops.create, async (ctx) => {
    const { project, caller } = await requireProject(ctx, ctx.params.projectId, 'project.connector.write');
    const input = ctx.input;
    const app = input.app ? appById(input.app) : undefined;
    if (input.app && !app) throw badRequest('unknown_app', `No catalog app ${input.app}`, { field: 'app' });
    if (!app && !input.connector) throw badRequest('invalid_request', 'Name a catalog app, or give a connector definition', { field: 'app' });
    const definition = input.connector ? checkDefinition(ctx, project, { ...input.connector, ...(input.slug ? { slug: input.slug } : {}) }) : undefined;
    const slug = input.slug ?? (definition?.slug as string | undefined) ?? app!.id.replace(/_/g, '-');
    if (resolveConnectors(ctx.rt, project).some((c) => c.slug === slug)) throw conflict('connector_exists', `A connector ${slug} exists already: choose another slug`, { field: 'slug' });
    const auth = app?.auth ?? 'api_key';
    if (input.api_key !== undefined) {
      if (auth === 'oauth') throw badRequest('oauth_required', `${app?.name} is authorized through its OAuth consent, not an API key`, { field: 'api_key' });
      const check = checkApiKey(input.api_key);
      if (!check.valid) throw badRequest('invalid_credential', check.reason ?? 'The provider refused this key', { field: 'api_key' });
    }
    const now = isoAt(ctx.rt.now());
    ctx.rt.store.connectors.set(keyOf(project.id, slug), {
      project_id: project.id,
      slug,
      source: 'api',
      name: input.name ?? (definition?.name as string | undefined) ?? app?.name ?? slug,
      provider: (definition?.provider as string | undefined) ?? app?.provider,
      ...(app ? { app: app.id } : {}),
      ...(definition ? { definition } : {}),
      sensitive: input.sensitive ?? false,
      created_at: now,
      created_by: caller.principal.id,
      synced_at: now,
    });
    ctx.rt.store.revokedConnections.delete(keyOf(project.id, slug));
    ctx.rt.store.toolPolicies.delete(keyOf(project.id, slug));
    if (input.api_key !== undefined) storeCredential(ctx.rt, project.id, slug, 'api_key', input.api_key, caller.principal.id);
    recordProjectAudit(ctx, caller, project, 'project.connector.create', { type: 'connector', id: slug }, { app: app?.id ?? null, credential: input.api_key !== undefined });
    return created(info(ctx, project, slug));
  }),

  'project.connectors.auth.discover': on(ops.auth.discover, async (ctx) => {
    await requireProject(ctx, ctx.params.projectId, 'project.connector.read');
    if (ctx.input.app) {
      const app = appById(ctx.input.app);
      if (!app) throw badRequest('unknown_app', `No catalog app ${ctx.input.app}`, { field: 'app' });
      return { methods: [app.auth], recommended: app.auth, hint: app.auth === 'oauth' ? `Allow access on the ${app.name} consent page` : `Paste an API key (${DEMO_KEY_FORMAT})` };
    }
    if (ctx.input.url) {
      // https to a public host name: the contract's input refused anything else.
      const url = new URL(ctx.input.url);
      return { methods: ['api_key', 'none'], recommended: 'api_key', hint: `${url.host} answers 401 without a key: paste an API key` };
    }
    throw badRequest('invalid_request', 'Give app or url', { field: 'app' });
  }),

  'project.connectors.remove': on(ops.remove, async (ctx) => {
    const { project, caller } = await requireProject(ctx, ctx.params.projectId, 'project.connector.write');
    const c = requireConnector(ctx.rt, project, ctx.params.slug);
    if (c.source === 'manifest') throw conflict('declared_in_manifest', `${c.slug} is declared in the manifest: remove it there (a change request)`, { slug: c.slug });
    const key = keyOf(project.id, c.slug);
    for (const map of [ctx.rt.store.connectors, ctx.rt.store.connectorCredentials, ctx.rt.store.toolPolicies] as Array<Map<string, unknown>>) map.delete(key);
    ctx.rt.store.revokedConnections.delete(key);
    for (const link of ctx.rt.store.setupLinks.values()) {
      if (link.project_id === project.id && link.kind === 'connector' && link.name === c.slug && !link.used_at && !link.revoked_at) link.revoked_at = isoAt(ctx.rt.now());
    }
    recordProjectAudit(ctx, caller, project, 'project.connector.delete', { type: 'connector', id: c.slug });
    return noContent();
  }),

  'project.connectors.sync': on(ops.sync, async (ctx) => {
    const { project, caller } = await requireProject(ctx, ctx.params.projectId, 'project.connector.write');
    const all = resolveConnectors(ctx.rt, project);
    const targets = ctx.input.slug ? [requireConnector(ctx.rt, project, ctx.input.slug)] : all;
    const at = isoAt(ctx.rt.now());
    for (const c of targets) settingsOf(ctx, project, c).synced_at = at;
    recordProjectAudit(ctx, caller, project, 'project.connector.sync', { type: 'connector', id: ctx.input.slug ?? '*' }, { connectors: targets.length });
    return { synced: targets.map((c) => ({ slug: c.slug, tools: actionsOfConnector(c).length })), at };
  }),

  'project.connectors.setName': on(ops.setName, async (ctx) => {
    const { project, caller } = await requireProject(ctx, ctx.params.projectId, 'project.connector.write');
    settingsOf(ctx, project, requireConnector(ctx.rt, project, ctx.params.slug)).name = ctx.input.name;
    recordProjectAudit(ctx, caller, project, 'project.connector.update', { type: 'connector', id: ctx.params.slug }, { field: 'name' });
    return info(ctx, project, ctx.params.slug);
  }),

  'project.connectors.setSensitive': on(ops.setSensitive, async (ctx) => {
    const { project, caller } = await requireProject(ctx, ctx.params.projectId, 'project.connector.write');
    settingsOf(ctx, project, requireConnector(ctx.rt, project, ctx.params.slug)).sensitive = ctx.input.sensitive;
    recordProjectAudit(ctx, caller, project, 'project.connector.update', { type: 'connector', id: ctx.params.slug }, { field: 'sensitive', sensitive: ctx.input.sensitive });
    return info(ctx, project, ctx.params.slug);
  }),

  'project.connectors.setAuthorizationStrategy': on(ops.setAuthorizationStrategy, async (ctx) => {
    const { project, caller } = await requireProject(ctx, ctx.params.projectId, 'project.connector.write');
    settingsOf(ctx, project, requireConnector(ctx.rt, project, ctx.params.slug)).authorization_strategy = ctx.input.strategy;
    recordProjectAudit(ctx, caller, project, 'project.connector.update', { type: 'connector', id: ctx.params.slug }, { field: 'authorization_strategy', strategy: ctx.input.strategy });
    return info(ctx, project, ctx.params.slug);
  }),

  'project.connectors.setCredentialMode': on(ops.setCredentialMode, async (ctx) => {
    const { project, caller } = await requireProject(ctx, ctx.params.projectId, 'project.connector.write');
    const c = requireConnector(ctx.rt, project, ctx.params.slug);
    // The manifest rule (schema-v2: connector `credential` may only be `shared`), through the same schema.
    if (manifestVersionOf(ctx.rt, project) !== 1) {
      const parsed = connectorV2Schema.shape.credential.safeParse(ctx.input.mode);
      if (!parsed.success) throw badRequest('credential_mode_not_allowed', parsed.error.issues[0]?.message ?? 'Not allowed in platform_version 2', { field: 'mode', allowed: ['shared'] });
    }
    settingsOf(ctx, project, c).credential_mode = ctx.input.mode;
    recordProjectAudit(ctx, caller, project, 'project.connector.update', { type: 'connector', id: c.slug }, { field: 'credential_mode', mode: ctx.input.mode });
    return info(ctx, project, c.slug);
  }),

  'project.connectors.setCredential': on(ops.setCredential, async (ctx) => {
    const { project, caller } = await requireProject(ctx, ctx.params.projectId, 'project.connector.write');
    const c = requireConnector(ctx.rt, project, ctx.params.slug);
    setApiKey(ctx, project, c, ctx.input.api_key, caller.principal.id);
    recordProjectAudit(ctx, caller, project, 'project.connector.credential', { type: 'connector', id: c.slug }, { kind: 'api_key' });
    return info(ctx, project, c.slug);
  }),

  'project.connectors.policies.get': on(ops.policies.get, async (ctx): Promise<ToolPolicy[]> => {
    const { project } = await requireProject(ctx, ctx.params.projectId, 'project.connector.read');
    return connectorPolicies(ctx.rt, project, requireConnector(ctx.rt, project, ctx.params.slug));
  }),

  'project.connectors.policies.set': on(ops.policies.set, async (ctx) => {
    const { project, caller } = await requireProject(ctx, ctx.params.projectId, 'project.connector.write');
    requireConnector(ctx.rt, project, ctx.params.slug);
    ctx.rt.store.toolPolicies.set(keyOf(project.id, ctx.params.slug), ctx.input.policies);
    recordProjectAudit(ctx, caller, project, 'project.connector.policies', { type: 'connector', id: ctx.params.slug }, { policies: ctx.input.policies.length });
    return ctx.input.policies;
  }),

  'project.connectors.connections.list': on(ops.connections.list, async (ctx) => {
    const { project } = await requireProject(ctx, ctx.params.projectId, 'project.connector.read');
    return resolveConnectors(ctx.rt, project).map((c) => connectionOf(ctx.rt, project, c));
  }),

  'project.connectors.connections.reconcile': on(ops.connections.reconcile, async (ctx) => {
    const { project, caller } = await requireProject(ctx, ctx.params.projectId, 'project.connector.connections.manage');
    const slugs = new Set(resolveConnectors(ctx.rt, project).map((c) => c.slug));
    const removed: string[] = [];
    for (const key of [...ctx.rt.store.revokedConnections]) {
      const [pid, slug] = [key.slice(0, key.indexOf('/')), key.slice(key.indexOf('/') + 1)];
      if (pid === project.id && !slugs.has(slug)) {
        ctx.rt.store.revokedConnections.delete(key);
        removed.push(`conn_${slug}`);
      }
    }
    for (const key of [...ctx.rt.store.connectorCredentials.keys()]) {
      if (key.startsWith(`${project.id}/`) && !slugs.has(key.slice(project.id.length + 1))) ctx.rt.store.connectorCredentials.delete(key);
    }
    recordProjectAudit(ctx, caller, project, 'project.connection.reconcile', { type: 'project', id: project.id }, { removed: removed.length });
    return { connections: resolveConnectors(ctx.rt, project).map((c) => connectionOf(ctx.rt, project, c)), removed };
  }),

  'project.connectors.connections.updateCredential': on(ops.connections.updateCredential, async (ctx) => {
    const { project, caller } = await requireProject(ctx, ctx.params.projectId, 'project.connector.connections.manage');
    const c = slugOfConnection(ctx, project, ctx.params.connectionId);
    setApiKey(ctx, project, c, ctx.input.api_key, caller.principal.id);
    recordProjectAudit(ctx, caller, project, 'project.connection.credential', { type: 'connection', id: ctx.params.connectionId }, { kind: 'api_key' });
    return connectionOf(ctx.rt, project, c);
  }),

  'project.connectors.connections.revoke': on(ops.connections.revoke, async (ctx) => {
    const { project, caller } = await requireProject(ctx, ctx.params.projectId, 'project.connector.connections.manage');
    const c = slugOfConnection(ctx, project, ctx.params.connectionId);
    const key = keyOf(project.id, c.slug);
    if (ctx.rt.store.revokedConnections.has(key)) throw conflict('connection_revoked', 'This connection is already revoked');
    ctx.rt.store.revokedConnections.add(key);
    recordProjectAudit(ctx, caller, project, 'project.connection.revoke', { type: 'connection', id: ctx.params.connectionId });
    return connectionOf(ctx.rt, project, c);
  }),

  'project.connectors.connections.activate': on(ops.connections.activate, async (ctx) => {
    const { project, caller } = await requireProject(ctx, ctx.params.projectId, 'project.connector.connections.manage');
    const c = slugOfConnection(ctx, project, ctx.params.connectionId);
    if (!ctx.rt.store.revokedConnections.delete(keyOf(project.id, c.slug))) throw conflict('connection_active', 'This connection is already active');
    recordProjectAudit(ctx, caller, project, 'project.connection.activate', { type: 'connection', id: ctx.params.connectionId });
    return connectionOf(ctx.rt, project, c);
  }),
};
