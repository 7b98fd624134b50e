// A project's connectors as the API serves them: the manifest's, then those added through the API, each with its
// settings, its one connection and whether a credential is stored (never the credential).
import 'server-only';
import type { Connection, ConnectorAuth, ConnectorInfo, ToolPolicy } from '@/lib/contract/types-connectors';
import { sealValue, type SealedValueContext } from './seal';
import { actionsOf, appById, type ActionDef } from './catalog';
import { declaredObjects } from '../manifest-objects';
import { notFound } from '../errors';
import type { ProjectRecord } from '../store';
import type { HandlerContext, PlatformRuntime } from '../runtime';
import type { ConnectorRecord } from './records';

export const keyOf = (projectId: string, slug: string) => `${projectId}/${slug}`;

export interface ResolvedConnector {
  slug: string;
  source: 'manifest' | 'api';
  name: string;
  provider: string;
  app?: string;
  auth: ConnectorAuth;
  record?: ConnectorRecord;
  manifestPolicies: unknown[];
}

function authOfManifest(provider: string): ConnectorAuth {
  return provider === 'channel' ? 'none' : 'api_key';
}

/** Every connector of the project, manifest first (in its order), then API-added ones by slug. */
export function resolveConnectors(rt: PlatformRuntime, project: ProjectRecord): ResolvedConnector[] {
  const declared = declaredObjects(rt, project);
  const out: ResolvedConnector[] = declared.connectors.map((slug) => {
    const facts = declared.connectorFacts[slug];
    const record = rt.store.connectors.get(keyOf(project.id, slug));
    const provider = facts?.provider ?? 'custom';
    return { slug, source: 'manifest', name: record?.name ?? facts?.name ?? slug, provider, auth: authOfManifest(provider), record, manifestPolicies: facts?.policies ?? [] };
  });
  const api = [...rt.store.connectors.values()].filter((r) => r.project_id === project.id && r.source === 'api' && !declared.connectors.includes(r.slug)).sort((a, b) => a.slug.localeCompare(b.slug));
  for (const record of api) {
    const app = appById(record.app);
    out.push({ slug: record.slug, source: 'api', name: record.name ?? app?.name ?? record.slug, provider: record.provider ?? app?.provider ?? 'custom', app: record.app, auth: app?.auth ?? 'api_key', record, manifestPolicies: [] });
  }
  return out;
}

export function requireConnector(rt: PlatformRuntime, project: ProjectRecord, slug: string): ResolvedConnector {
  const found = resolveConnectors(rt, project).find((c) => c.slug === slug);
  if (!found) throw notFound(`Connector ${slug}`);
  return found;
}

export function actionsOfConnector(c: ResolvedConnector): ActionDef[] {
  return actionsOf(c.slug, c.provider, c.app);
}

/**
 * Whether the connection can authenticate: a stored credential, or (for a manifest connector) the manifest's own
 * `auth`, whose credential lives in project secrets.
 */
export function isAuthorized(rt: PlatformRuntime, project: ProjectRecord, c: ResolvedConnector): boolean {
  return c.auth === 'none' || c.source === 'manifest' || rt.store.connectorCredentials.has(keyOf(project.id, c.slug));
}

export function connectionOf(rt: PlatformRuntime, project: ProjectRecord, c: ResolvedConnector): Connection {
  const cred = rt.store.connectorCredentials.get(keyOf(project.id, c.slug));
  return {
    id: `conn_${c.slug}`,
    connector: c.slug,
    status: rt.store.revokedConnections.has(keyOf(project.id, c.slug)) ? 'revoked' : 'active',
    scope: c.record?.authorization_strategy === 'user' ? 'user' : 'project',
    credential: isAuthorized(rt, project, c) ? 'set' : 'missing',
    ...(cred ? { credential_kind: cred.kind, credential_updated_at: cred.updated_at } : {}),
  };
}

/** The API-set tool policies of a connector, else the manifest's. */
export function connectorPolicies(rt: PlatformRuntime, project: ProjectRecord, c: Pick<ResolvedConnector, 'slug' | 'manifestPolicies'>): ToolPolicy[] {
  const set = rt.store.toolPolicies.get(keyOf(project.id, c.slug));
  if (set) return set;
  return c.manifestPolicies.filter((p): p is ToolPolicy => typeof (p as ToolPolicy)?.match === 'string' && ['always_run', 'require_approval', 'block'].includes((p as ToolPolicy).action));
}

export function infoOf(ctx: HandlerContext, project: ProjectRecord, c: ResolvedConnector): ConnectorInfo {
  const declared = declaredObjects(ctx.rt, project);
  const uses = (a: (typeof declared.agentFacts)[string]) => a.connectors === 'all' || (Array.isArray(a.connectors) && a.connectors.includes(c.slug));
  return {
    slug: c.slug,
    name: c.name,
    provider: c.provider,
    ...(c.app ? { app: c.app } : {}),
    source: c.source,
    auth: c.auth,
    sensitive: c.record?.sensitive ?? false,
    authorization_strategy: c.record?.authorization_strategy ?? 'project',
    credential_mode: c.record?.credential_mode ?? 'shared',
    agents: Object.entries(declared.agentFacts).filter(([, a]) => uses(a)).map(([name]) => name),
    required_by: Object.entries(declared.agentFacts).filter(([, a]) => a.connectorsRequired.includes(c.slug)).map(([name]) => name),
    tools: actionsOfConnector(c).length,
    synced_at: c.record?.synced_at ?? null,
    connection: connectionOf(ctx.rt, project, c),
  };
}

/** The settings record of a connector, made on first write for a manifest-declared one. */
export function settingsOf(ctx: HandlerContext, project: ProjectRecord, c: ResolvedConnector): ConnectorRecord {
  const key = keyOf(project.id, c.slug);
  let record = ctx.rt.store.connectors.get(key);
  if (!record) {
    record = { project_id: project.id, slug: c.slug, source: c.source, created_at: new Date(ctx.rt.now()).toISOString(), created_by: null, synced_at: null };
    ctx.rt.store.connectors.set(key, record);
  }
  return record;
}

/** Seals and stores a credential (kind api_key or oauth) for the connector's connection. */
export function storeCredential(rt: PlatformRuntime, projectId: string, slug: string, kind: 'api_key' | 'oauth', value: string, by: string | null): void {
  const context: SealedValueContext = { projectId, slug };
  rt.store.connectorCredentials.set(keyOf(projectId, slug), { kind, sealed: sealValue(rt, value, context), updated_at: new Date(rt.now()).toISOString(), updated_by: by });
}
