// Connector operations around the core ones: per-agent tool policies, experimental discovery, managed connect
// (through the demo OAuth consent), and the top-level connectors, connectStatus, validateToken and config.
import 'server-only';
import { contract } from '@/lib/contract';
import { ATTACHMENT_MAX_BYTES, SETUP_LINK_TTL, TOOL_POLICIES_MAX } from '@/lib/contract/ops/project-connectors';
import type { ConnectorDiscoverItem, ListPage } from '@/lib/contract/types';
import type { PlatformConfig } from '@/lib/contract/types-connectors';
import { HEADER_MAX_ENTRIES } from '@/lib/manifest/rules';
import { requireProject } from '../access';
import { recordProjectAudit } from '../audit';
import { randomToken } from '../crypto';
import { badRequest, conflict, notFound } from '../errors';
import { FEATURES, requireFeature } from '../features';
import { isoAt, on, type HandlerTable } from '../runtime';
import { APPS, appById, catalogEntries, checkApiKey, DISCOVERABLE } from '../connectors/catalog';
import { infoOf, keyOf, requireConnector, resolveConnectors, storeCredential } from '../connectors/model';
import { callTool } from '../connectors/call';

const ops = contract.project;
const CONNECT_TTL_MS = 10 * 60_000;
const DISCOVER_PAGE = 5;

export const connectorExtraHandlers: HandlerTable = {
  'project.policies.list': on(ops.policies.list, async (ctx) => {
    const { project } = await requireProject(ctx, ctx.params.projectId, 'project.connector.read');
    return ctx.rt.store.projectToolPolicies.get(project.id) ?? [];
  }),

  'project.policies.set': on(ops.policies.set, async (ctx) => {
    const { project, caller } = await requireProject(ctx, ctx.params.projectId, 'project.connector.write');
    ctx.rt.store.projectToolPolicies.set(project.id, ctx.input.policies);
    recordProjectAudit(ctx, caller, project, 'project.policies.set', { type: 'project', id: project.id }, { policies: ctx.input.policies.length });
    return ctx.input.policies;
  }),

  'project.connectors.discover.list': on(ops.connectors.discover.list, async (ctx): Promise<ListPage<ConnectorDiscoverItem>> => {
    const { project } = await requireProject(ctx, ctx.params.projectId, 'project.connector.read');
    requireFeature(project, 'connector_discover');
    const q = (ctx.input.query ?? '').toLowerCase();
    const matching = DISCOVERABLE.filter((d) => !q || `${d.name} ${d.description}`.toLowerCase().includes(q));
    const start = ctx.input.cursor ? Number.parseInt(ctx.input.cursor, 10) : 0;
    if (!Number.isInteger(start) || start < 0 || start > matching.length) throw badRequest('invalid_cursor', 'The cursor is not one this list gave', { field: 'cursor' });
    const end = start + DISCOVER_PAGE;
    return { items: matching.slice(start, end), next_cursor: end < matching.length ? String(end) : null };
  }),

  'project.connectors.discover.detail': on(ops.connectors.discover.detail, async (ctx) => {
    const { project } = await requireProject(ctx, ctx.params.projectId, 'project.connector.read');
    requireFeature(project, 'connector_discover');
    const found = DISCOVERABLE.find((d) => d.id === ctx.params.id);
    if (!found) throw notFound(`Connector ${ctx.params.id}`);
    return found;
  }),

  'project.connectors.pipedream.listApps': on(ops.connectors.pipedream.listApps, async (ctx) => {
    await requireProject(ctx, ctx.params.projectId, 'project.connector.read');
    const q = (ctx.input.query ?? '').toLowerCase();
    return catalogEntries().filter((e) => e.auth === 'oauth' && (!q || e.name.toLowerCase().includes(q)));
  }),

  'project.connectors.pipedream.connect': on(ops.connectors.pipedream.connect, async (ctx) => {
    const { project, caller } = await requireProject(ctx, ctx.params.projectId, 'project.connector.write');
    const app = appById(ctx.input.app);
    if (!app || app.auth !== 'oauth') throw badRequest('unknown_app', `${ctx.input.app} is not an OAuth app of the catalog`, { field: 'app' });
    const slug = ctx.input.slug ?? app.id.replace(/_/g, '-');
    const existing = resolveConnectors(ctx.rt, project).find((c) => c.slug === slug);
    if (existing && existing.app !== app.id) throw conflict('connector_exists', `A connector ${slug} exists already: choose another slug`, { field: 'slug' });
    const id = `mc_${randomToken(12)}`;
    const expiresAt = ctx.rt.now() + CONNECT_TTL_MS;
    ctx.rt.store.managedConnects.set(id, { project_id: project.id, app: app.id, slug, ...(ctx.input.name ? { name: ctx.input.name } : {}), user_id: caller.principal.id, expires_at: expiresAt });
    return { connect_id: id, app: app.id, authorize_url: `/projects/${encodeURIComponent(project.id)}/connectors/consent?connect_id=${id}`, expires_at: isoAt(expiresAt) };
  }),

  'project.connectors.pipedream.finalize': on(ops.connectors.pipedream.finalize, async (ctx) => {
    const { project, caller } = await requireProject(ctx, ctx.params.projectId, 'project.connector.write');
    const pending = ctx.rt.store.managedConnects.get(ctx.input.connect_id);
    ctx.rt.store.managedConnects.delete(ctx.input.connect_id);
    if (!pending || pending.project_id !== project.id || pending.user_id !== caller.principal.id || pending.expires_at < ctx.rt.now()) {
      throw conflict('connect_expired', 'This connection request has expired or was already answered: start again');
    }
    if (ctx.input.decision === 'deny') return { status: 'denied' as const };
    const app = appById(pending.app)!;
    const key = keyOf(project.id, pending.slug);
    if (!ctx.rt.store.connectors.has(key)) {
      const now = isoAt(ctx.rt.now());
      ctx.rt.store.connectors.set(key, { project_id: project.id, slug: pending.slug, source: 'api', name: pending.name ?? app.name, provider: app.provider, app: app.id, sensitive: false, created_at: now, created_by: caller.principal.id, synced_at: now });
    }
    // The demo provider's access token: random, sealed at once, never shown.
    storeCredential(ctx.rt, project.id, pending.slug, 'oauth', `oat_${randomToken(24)}`, caller.principal.id);
    recordProjectAudit(ctx, caller, project, 'project.connector.connect', { type: 'connector', id: pending.slug }, { app: app.id, kind: 'oauth' });
    return { status: 'connected' as const, connector: infoOf(ctx, project, requireConnector(ctx.rt, project, pending.slug)) };
  }),

  'connectors.call': on(contract.connectors.call, async (ctx) => {
    const caller = await ctx.caller();
    const projectId = caller.restrictProject ?? ctx.input.project_id;
    if (!projectId) throw badRequest('project_required', 'A connector call names its project: use a project-scoped token, or give project_id', { field: 'project_id' });
    if (caller.restrictProject && ctx.input.project_id && ctx.input.project_id !== caller.restrictProject) throw badRequest('project_mismatch', 'This token is scoped to another project', { field: 'project_id' });
    const { project } = await requireProject(ctx, projectId, 'project.connector.write');
    return callTool(ctx, project, caller, ctx.input.tool, ctx.input.args ?? {});
  }),

  connectStatus: on(contract.connectStatus, async (ctx) => {
    const caller = await ctx.caller();
    const pending = [...ctx.rt.store.managedConnects.values()].filter((m) => m.user_id === caller.principal.id && m.expires_at >= ctx.rt.now()).length;
    return { managed_connect: { available: true, provider: 'demo', apps: APPS.filter((a) => a.auth === 'oauth').length }, pending };
  }),

  validateToken: on(contract.validateToken, async (ctx) => {
    await ctx.caller();
    if (ctx.input.app) {
      const app = appById(ctx.input.app);
      if (!app) throw badRequest('unknown_app', `No catalog app ${ctx.input.app}`, { field: 'app' });
      if (app.auth !== 'api_key') return { valid: false, reason: `${app.name} is authorized through its OAuth consent, not an API key` };
    }
    // Checked, never stored: nothing of the key is kept or audited.
    return checkApiKey(ctx.input.token);
  }),

  config: on(contract.config, async (): Promise<PlatformConfig> => ({
    platform: 'embedded',
    features: Object.fromEntries(Object.entries(FEATURES).map(([k, v]) => [k, v.default])),
    limits: { attachment_max_bytes: ATTACHMENT_MAX_BYTES, setup_link_max_ttl_seconds: SETUP_LINK_TTL.max, connector_headers_max: HEADER_MAX_ENTRIES, tool_policies_max: TOOL_POLICIES_MAX },
    managed_connect: true,
  })),
};
