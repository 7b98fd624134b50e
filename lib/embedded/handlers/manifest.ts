import 'server-only';
import { contract } from '@/lib/contract';
import { capDiagnostics } from '@/lib/contract/limits';
import type { ManifestValidation } from '@/lib/contract/types-repo';
import { defaultManifestFilename, parseManifest, setAgentScope, setDefaultAgent, type EditResult } from '@/lib/manifest';
import { requireProject } from '../access';
import { PlatformError, badRequest } from '../errors';
import { toChangeRequest } from '../repo/change-requests';
import { repoOf } from '../repo/context';
import { propose } from '../repo/propose';
import { defaultHead } from '../repo/repository';
import type { RepoRecord } from '../repo/types';
import { created, on, type HandlerTable } from '../runtime';

const handle = contract.project;

/** The default branch's manifest: platform.yaml, else the legacy platform.toml. */
function manifestFile(repo: RepoRecord): { path: string; format: 'yaml' | 'toml'; source: string; sha: string } {
  const head = defaultHead(repo);
  const path = head ? defaultManifestFilename([...head.tree.keys()]) : null;
  if (!head || !path) {
    throw new PlatformError(404, 'manifest_not_found', 'This project has no platform.yaml (or legacy platform.toml) on its default branch');
  }
  return { path, format: path === 'platform.toml' ? 'toml' : 'yaml', source: head.tree.get(path)!, sha: head.sha };
}

/** The edit helpers' refusals become 400s with the same code (agent_not_declared, agent_disabled, …). */
function edited(result: EditResult): string {
  if (!result.ok) throw badRequest(result.code, result.message.charAt(0).toUpperCase() + result.message.slice(1));
  return result.source;
}

export const manifestHandlers: HandlerTable = {
  'project.validateManifest': on(handle.validateManifest, async (ctx): Promise<ManifestValidation> => {
    const { project } = await requireProject(ctx, ctx.params.projectId, 'project.file.read');
    let format = ctx.input.format;
    if (!format) {
      const head = defaultHead(repoOf(ctx.rt, project));
      format = head && defaultManifestFilename([...head.tree.keys()]) === 'platform.toml' ? 'toml' : 'yaml';
    }
    const result = parseManifest(ctx.input.raw, { format });
    const { shown, omitted } = capDiagnostics(result.diagnostics);
    const error_count = result.diagnostics.filter((d) => d.severity === 'error').length;
    return { ok: result.ok, version: result.version, diagnostics: shown, diagnostics_omitted: omitted, error_count };
  }),

  'project.setDefaultAgent': on(handle.setDefaultAgent, async (ctx) => {
    const { project, caller } = await requireProject(ctx, ctx.params.projectId, 'project.cr.open');
    const manifest = manifestFile(repoOf(ctx.rt, project));
    const source = edited(setDefaultAgent(manifest.source, manifest.format, ctx.input.agentName));
    if (source === manifest.source) throw badRequest('no_changes', `${ctx.input.agentName} is already the default agent`);
    const cr = propose(ctx.rt, project, caller, {
      title: `Set the default agent to ${ctx.input.agentName}`,
      files: [{ path: manifest.path, content: source }],
      base_sha: manifest.sha,
    });
    return created(toChangeRequest(cr));
  }),

  'project.setAgentScope': on(handle.setAgentScope, async (ctx) => {
    const { project, caller } = await requireProject(ctx, ctx.params.projectId, 'project.cr.open');
    const agentName = ctx.params.agentName;
    if (ctx.input.secrets === undefined && ctx.input.connectors === undefined) {
      throw badRequest('invalid_scope', 'Give secrets, connectors or both');
    }
    const manifest = manifestFile(repoOf(ctx.rt, project));
    const source = edited(setAgentScope(manifest.source, manifest.format, agentName, ctx.input));
    if (source === manifest.source) throw badRequest('no_changes', `The scope of ${agentName} already is what was asked`);
    const cr = propose(ctx.rt, project, caller, {
      title: `Set the allowed secrets and connectors of ${agentName}`,
      files: [{ path: manifest.path, content: source }],
      base_sha: manifest.sha,
    });
    return created(toChangeRequest(cr));
  }),
};
