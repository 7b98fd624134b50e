import 'server-only';
import { contract } from '@/lib/contract';
import { capDiagnostics } from '@/lib/contract/limits';
import type { Commit, ManifestValidation } from '@/lib/contract/types-repo';
import { defaultManifestFilename, parseManifest, setAgentScope, setDefaultAgent, type EditResult } from '@/lib/manifest';
import { requireProject } from '../access';
import { PlatformError, badRequest } from '../errors';
import { toChangeRequest } from '../repo/change-requests';
import { authorOf, repoOf } from '../repo/context';
import { checkManifests, propose } from '../repo/propose';
import { commitToBranch, defaultHead, toCommit } from '../repo/repository';
import { recordProjectAudit } from '../audit';
import type { RepoRecord } from '../repo/types';
import { created, isoAt, on, type HandlerTable } from '../runtime';

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

  'project.setDefaultAgent': on(handle.setDefaultAgent, async (ctx): Promise<Commit> => {
    // A commit straight onto the default branch (as the spec says), so it takes what merging does: project.cr.merge.
    const { project, caller } = await requireProject(ctx, ctx.params.projectId, 'project.cr.merge');
    const repo = repoOf(ctx.rt, project);
    const manifest = manifestFile(repo);
    const source = edited(setDefaultAgent(manifest.source, manifest.format, ctx.input.agentName));
    if (source === manifest.source) throw badRequest('no_changes', `${ctx.input.agentName} is already the default agent`);
    checkManifests([{ path: manifest.path, content: source }]);
    const commit = commitToBranch(repo, repo.default_branch, {
      changes: [{ path: manifest.path, content: source }],
      author: authorOf(ctx.rt, caller).commit,
      message: `Set the default agent to ${ctx.input.agentName}`,
      created_at: isoAt(ctx.rt.now()),
    });
    recordProjectAudit(ctx, caller, project, 'project.manifest.default_agent', { type: 'agent', id: ctx.input.agentName }, { commit: commit.sha });
    return toCommit(commit);
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
