import 'server-only';
import { contract } from '@/lib/contract';
import type { CatalogEntry, Connection, ConnectorInfo, ToolPolicy } from '@/lib/contract/types-connectors';
import { requireProject } from '../access';
import { recordProjectAudit } from '../audit';
import { conflict, notFound } from '../errors';
import { declaredObjects } from '../manifest-objects';
import type { ProjectRecord } from '../store';
import { on, type HandlerContext, type HandlerTable } from '../runtime';

const ops = contract.project.connectors;

const CATALOG: CatalogEntry[] = [
  { provider: 'mcp', name: 'MCP server', description: 'Tools from a Model Context Protocol server' },
  { provider: 'openapi', name: 'OpenAPI', description: 'Operations of an HTTP API described by an OpenAPI document' },
  { provider: 'graphql', name: 'GraphQL', description: 'Queries and mutations of a GraphQL endpoint' },
  { provider: 'http', name: 'HTTP', description: 'Plain HTTP requests to one base URL' },
];

/** Each declared connector has one project connection, `conn_<slug>`, active unless revoked. */
function connectionOf(ctx: HandlerContext, project: ProjectRecord, slug: string): Connection {
  return { id: `conn_${slug}`, connector: slug, status: ctx.rt.store.revokedConnections.has(`${project.id}/${slug}`) ? 'revoked' : 'active', scope: 'project' };
}

function connectorsOf(ctx: HandlerContext, project: ProjectRecord): ConnectorInfo[] {
  const declared = declaredObjects(ctx.rt, project);
  return declared.connectors.map((slug) => {
    const facts = declared.connectorFacts[slug];
    const agents = Object.entries(declared.agentFacts).filter(([, a]) => a.connectors === 'all' || (Array.isArray(a.connectors) && a.connectors.includes(slug))).map(([name]) => name);
    const requiredBy = Object.entries(declared.agentFacts).filter(([, a]) => a.connectorsRequired.includes(slug)).map(([name]) => name);
    return { slug, name: facts?.name ?? slug, provider: facts?.provider ?? 'custom', agents, required_by: requiredBy, connection: connectionOf(ctx, project, slug) };
  });
}

function slugOfConnection(ctx: HandlerContext, project: ProjectRecord, connectionId: string): string {
  const slug = connectionId.startsWith('conn_') ? connectionId.slice(5) : '';
  if (!declaredObjects(ctx.rt, project).connectors.includes(slug)) throw notFound(`Connection ${connectionId}`);
  return slug;
}

function requireDeclared(ctx: HandlerContext, project: ProjectRecord, slug: string): void {
  if (!declaredObjects(ctx.rt, project).connectors.includes(slug)) throw notFound(`Connector ${slug}`);
}

/** The API-set tool policies of a connector, else the manifest's. */
export function effectivePolicies(ctx: HandlerContext, project: ProjectRecord, slug: string): ToolPolicy[] {
  const set = ctx.rt.store.toolPolicies.get(`${project.id}/${slug}`);
  if (set) return set;
  const fromManifest = declaredObjects(ctx.rt, project).connectorFacts[slug]?.policies ?? [];
  return fromManifest.filter((p): p is ToolPolicy => typeof (p as ToolPolicy)?.match === 'string' && ['always_run', 'require_approval', 'block'].includes((p as ToolPolicy).action));
}

export const connectorHandlers: HandlerTable = {
  'project.connectors.catalog': on(ops.catalog, async (ctx) => {
    await requireProject(ctx, ctx.params.projectId, 'project.connector.read');
    return CATALOG;
  }),

  'project.connectors.list': on(ops.list, async (ctx) => {
    const { project } = await requireProject(ctx, ctx.params.projectId, 'project.connector.read');
    return connectorsOf(ctx, project);
  }),

  'project.connectors.connections.list': on(ops.connections.list, async (ctx) => {
    const { project } = await requireProject(ctx, ctx.params.projectId, 'project.connector.read');
    return connectorsOf(ctx, project).map((c) => c.connection);
  }),

  'project.connectors.connections.revoke': on(ops.connections.revoke, async (ctx) => {
    const { project, caller } = await requireProject(ctx, ctx.params.projectId, 'project.connector.connections.manage');
    const slug = slugOfConnection(ctx, project, ctx.params.connectionId);
    const key = `${project.id}/${slug}`;
    if (ctx.rt.store.revokedConnections.has(key)) throw conflict('connection_revoked', 'This connection is already revoked');
    ctx.rt.store.revokedConnections.add(key);
    recordProjectAudit(ctx, caller, project, 'project.connection.revoke', { type: 'connection', id: ctx.params.connectionId });
    return connectionOf(ctx, project, slug);
  }),

  'project.connectors.connections.activate': on(ops.connections.activate, async (ctx) => {
    const { project, caller } = await requireProject(ctx, ctx.params.projectId, 'project.connector.connections.manage');
    const slug = slugOfConnection(ctx, project, ctx.params.connectionId);
    if (!ctx.rt.store.revokedConnections.delete(`${project.id}/${slug}`)) throw conflict('connection_active', 'This connection is already active');
    recordProjectAudit(ctx, caller, project, 'project.connection.activate', { type: 'connection', id: ctx.params.connectionId });
    return connectionOf(ctx, project, slug);
  }),

  'project.connectors.policies.get': on(ops.policies.get, async (ctx): Promise<ToolPolicy[]> => {
    const { project } = await requireProject(ctx, ctx.params.projectId, 'project.connector.read');
    requireDeclared(ctx, project, ctx.params.slug);
    return effectivePolicies(ctx, project, ctx.params.slug);
  }),

  'project.connectors.policies.set': on(ops.policies.set, async (ctx) => {
    const { project, caller } = await requireProject(ctx, ctx.params.projectId, 'project.connector.write');
    requireDeclared(ctx, project, ctx.params.slug);
    ctx.rt.store.toolPolicies.set(`${project.id}/${ctx.params.slug}`, ctx.input.policies);
    recordProjectAudit(ctx, caller, project, 'project.connector.policies', { type: 'connector', id: ctx.params.slug }, { policies: ctx.input.policies.length });
    return ctx.input.policies;
  }),
};
