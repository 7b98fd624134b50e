import { tomlSetAgentKeys, tomlSetDefaultAgent } from './edit-toml';
import { yamlAgentKeysCandidates, yamlDefaultAgentCandidates, type Candidate } from './edit-yaml';
import { readManifestDocument, type ManifestDocument } from './parse';
import { isPlainObject } from './rules';
import type { Manifest } from './schema';
import type { ManifestFormat, PathSegment } from './types';

export type Allowlist = string[] | 'all' | 'none';

/** The agent's allowed secrets and connectors; a key left out is not changed. */
export interface AgentScope {
  secrets?: Allowlist;
  connectors?: Allowlist;
}

export type EditErrorCode =
  | 'invalid_source'
  | 'unsupported_version'
  | 'invalid_agent_name'
  | 'agent_not_declared'
  | 'agent_disabled'
  | 'invalid_scope'
  | 'unsupported_layout';

export type EditResult = { ok: true; source: string } | { ok: false; code: EditErrorCode; message: string };

const fail = (code: EditErrorCode, message: string): EditResult => ({ ok: false, code, message });

function readable(source: unknown, format: unknown): { document: ManifestDocument; format: ManifestFormat } | EditResult {
  if (typeof source !== 'string') return fail('invalid_source', 'the manifest source must be text');
  const chosen: ManifestFormat = format === 'toml' ? 'toml' : 'yaml';
  const document = readManifestDocument(source, chosen);
  const first = document.blocking[0];
  if (first) {
    return fail('invalid_source', `the manifest cannot be edited until this is fixed (line ${first.line}): ${first.message}`);
  }
  return { document, format: chosen };
}

/** Where the agent named `agentName` lives: `agents.<name>` (v2) or `agents[i]` (v1). */
function agentPath(data: Record<string, unknown>, version: 1 | 2, agentName: string): PathSegment[] | null {
  const agents = data.agents;
  if (version === 2) {
    return isPlainObject(agents) && Object.prototype.hasOwnProperty.call(agents, agentName) ? ['agents', agentName] : null;
  }
  if (!Array.isArray(agents)) return null;
  const index = agents.findIndex((agent) => isPlainObject(agent) && agent.name === agentName);
  return index >= 0 ? ['agents', index] : null;
}

function valueAt(data: unknown, path: PathSegment[]): unknown {
  let current = data;
  for (const segment of path) {
    if (Array.isArray(current) && typeof segment === 'number') current = current[segment];
    else if (isPlainObject(current) && typeof segment === 'string') current = current[segment];
    else return undefined;
  }
  return current;
}

/** Same data, whatever the key order. */
function sameData(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => sameData(item, b[i]));
  }
  if (a instanceof Date || b instanceof Date) {
    return a instanceof Date && b instanceof Date && a.toISOString() === b.toISOString();
  }
  if (isPlainObject(a) || isPlainObject(b)) {
    if (!isPlainObject(a) || !isPlainObject(b)) return false;
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => Object.prototype.hasOwnProperty.call(b, key) && sameData(a[key], b[key]));
  }
  return Object.is(a, b);
}

/** Copies maps and lists; leaves (including TOML dates) are shared, so they compare like for like. */
function cloneData(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(cloneData);
  if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, cloneData(item)]));
  return value;
}

function withValues(data: unknown, changes: Array<[PathSegment[], unknown]>): unknown {
  const copy = cloneData(data);
  for (const [path, value] of changes) {
    let container: unknown = copy;
    path.forEach((segment, i) => {
      const last = i === path.length - 1;
      if (Array.isArray(container) && typeof segment === 'number') {
        if (last) container[segment] = value;
        else container = container[segment];
      } else if (isPlainObject(container)) {
        if (last) container[segment] = value;
        else {
          if (container[segment] === null || container[segment] === undefined) container[segment] = {};
          container = container[segment];
        }
      }
    });
  }
  return copy;
}

/**
 * Tries each way of writing the edit and keeps the first whose re-read document equals the original with
 * exactly the requested changes: a guard against any layout an editor misreads.
 */
function firstVerified(
  candidates: Candidate[],
  format: ManifestFormat,
  before: Record<string, unknown>,
  changes: Array<[PathSegment[], unknown]>,
): EditResult {
  const expected = withValues(before, changes);
  for (const candidate of candidates) {
    const edited = candidate();
    if (edited === null) continue;
    const document = readManifestDocument(edited, format);
    if (document.blocking.length === 0 && sameData(document.data, expected)) return { ok: true, source: edited };
  }
  return fail('unsupported_layout', 'the manifest is laid out in a way this edit cannot change safely; edit it by hand');
}

function guard(run: () => EditResult): EditResult {
  try {
    return run();
  } catch (error) {
    return fail('unsupported_layout', `the edit could not be applied: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Sets `default_agent` (platform_version 2) after checking the agent is declared and enabled. */
export function setDefaultAgent(source: string, format: ManifestFormat, agentName: string): EditResult {
  return guard(() => {
    if (typeof agentName !== 'string' || agentName === '') return fail('invalid_agent_name', 'choose an agent name');
    const read = readable(source, format);
    if ('ok' in read) return read;
    const { document } = read;
    const data = document.data as Record<string, unknown>;
    if (document.version !== 2) {
      return fail('unsupported_version', 'default_agent exists only in platform_version 2 manifests');
    }
    const path = agentPath(data, 2, agentName);
    if (!path) return fail('agent_not_declared', `agent "${agentName}" is not declared under agents`);
    const agent = valueAt(data, path);
    if (isPlainObject(agent) && agent.enabled === false) {
      return fail('agent_disabled', `agent "${agentName}" is disabled (enabled: false); enable it first`);
    }
    if (data.default_agent === agentName) return { ok: true, source };
    const candidates =
      read.format === 'toml' ? [() => tomlSetDefaultAgent(source, agentName)] : yamlDefaultAgentCandidates(source, agentName);
    return firstVerified(candidates, read.format, data, [[['default_agent'], agentName]]);
  });
}

function isAllowlist(value: unknown): value is Allowlist {
  if (value === 'all' || value === 'none') return true;
  return Array.isArray(value) && value.every((item) => typeof item === 'string' && item !== '');
}

/** Sets the agent's allowed `secrets` and/or `connectors` (an allowlist each). */
export function setAgentScope(source: string, format: ManifestFormat, agentName: string, scope: AgentScope): EditResult {
  return guard(() => {
    if (typeof agentName !== 'string' || agentName === '') return fail('invalid_agent_name', 'choose an agent name');
    if (!isPlainObject(scope)) return fail('invalid_scope', 'the scope must name secrets and/or connectors');
    const values: Record<string, Allowlist> = {};
    for (const key of ['secrets', 'connectors'] as const) {
      const value = scope[key];
      if (value === undefined) continue;
      if (!isAllowlist(value)) {
        return fail('invalid_scope', `${key} must be a list of non-empty names, or "all" or "none"`);
      }
      values[key] = Array.isArray(value) ? [...value] : value;
    }
    const read = readable(source, format);
    if ('ok' in read) return read;
    const { document } = read;
    const data = document.data as Record<string, unknown>;
    const path = agentPath(data, document.version as 1 | 2, agentName);
    if (!path) return fail('agent_not_declared', `agent "${agentName}" is not declared under agents`);
    if (Object.keys(values).length === 0) return { ok: true, source };
    const candidates =
      read.format === 'toml' ? [() => tomlSetAgentKeys(source, path, values)] : yamlAgentKeysCandidates(source, path, values);
    const changes = Object.entries(values).map(([key, value]): [PathSegment[], unknown] => [[...path, key], value]);
    return firstVerified(candidates, read.format, data, changes);
  });
}

/** Agents a person may pick as default: declared and not disabled (v2 `enabled` defaults to true). */
export function listSelectableAgents(manifest: Manifest): string[] {
  try {
    if (!isPlainObject(manifest)) return [];
    const agents = (manifest as Record<string, unknown>).agents;
    if (Array.isArray(agents)) {
      return agents.flatMap((agent) => (isPlainObject(agent) && typeof agent.name === 'string' ? [agent.name] : []));
    }
    if (!isPlainObject(agents)) return [];
    return Object.entries(agents)
      .filter(([, agent]) => !(isPlainObject(agent) && agent.enabled === false))
      .map(([name]) => name);
  } catch {
    return [];
  }
}
