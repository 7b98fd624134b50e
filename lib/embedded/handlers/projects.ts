import 'server-only';
import { recordProjectAudit } from '../audit';
import { own } from '../own';
import { contract } from '@/lib/contract';
import type { Project, ProjectDetail } from '@/lib/contract/types';
import { badRequest, forbidden } from '../errors';
import { canOpenProject, projectPermissions, projectRole, requireProject } from '../access';
import { FEATURES, featureFlags } from '../features';
import { isoAt, on, type HandlerTable } from '../runtime';
import { sessionCount } from './sessions';
import type { ProjectRecord } from '../store';
import { projectAccessCounts } from '@/lib/iam/project-access-count';

const ops = contract.projects;
const handle = contract.project;

export function toProject(p: ProjectRecord): Project {
  return {
    id: p.id, account_id: p.account_id, name: p.name, description: p.description, created_at: p.created_at, updated_at: p.updated_at, archived: p.archived,
    archived_at: p.archived_at ?? null, repo_url: p.repo_url ?? null, onboarding_completed_at: p.onboarding_completed_at ?? null,
  };
}

export const projectHandlers: HandlerTable = {
  'projects.list': on(ops.list, async (ctx) => {
    const caller = await ctx.caller();
    return [...ctx.rt.store.projects.values()]
      .filter((p) => (!ctx.input.accountId || p.account_id === ctx.input.accountId) && canOpenProject(ctx.rt, caller, p))
      .map(toProject);
  }),

  'projects.get': on(ops.get, async (ctx) => toProject((await requireProject(ctx, ctx.params.projectId)).project)),

  'projects.detail': on(ops.detail, async (ctx): Promise<ProjectDetail> => {
    const projectAccess = await requireProject(ctx, ctx.params.projectId);
    const { caller, project } = projectAccess;
    const access = projectAccessCounts([...ctx.rt.store.assignments.values()], project.id, ctx.rt.now(), project.account_id);
    return {
      ...toProject(project),
      role: projectRole(ctx.rt, caller, project),
      permissions: projectPermissions(ctx.rt, caller, project).sort(),
      features: featureFlags(ctx.rt.store, project),
      counts: { members: access.withAccess, sessions: sessionCount(ctx, projectAccess), access },
    };
  }),

  'projects.update': on(ops.update, async (ctx) => {
    const { project } = await requireProject(ctx, ctx.params.projectId, 'project.write');
    if (ctx.input.name !== undefined) project.name = ctx.input.name;
    if (ctx.input.description !== undefined) project.description = ctx.input.description;
    project.updated_at = isoAt(ctx.rt.now());
    recordProjectAudit(ctx, (await ctx.caller()), project, 'project.update', { type: 'project', id: project.id });
    return toProject(project);
  }),

  'project.updateFeatureFlag': on(handle.updateFeatureFlag, async (ctx) => {
    const { project, permissions, caller } = await requireProject(ctx, ctx.params.projectId);
    if (!permissions.has('project.customize.write')) {
      throw forbidden('Changing feature flags needs the project.customize.write permission', { permission: 'project.customize.write' });
    }
    const { feature, enabled } = ctx.input;
    if (!own(FEATURES, feature)) throw badRequest('unknown_feature', `Unknown feature ${feature}`, { feature, known: Object.keys(FEATURES) });
    if (enabled === null) delete project.features[feature];
    else project.features[feature] = enabled;
    project.updated_at = isoAt(ctx.rt.now());
    project.featureChanges = { ...project.featureChanges, [feature]: { principal: caller.principal, at: project.updated_at } };
    recordProjectAudit(ctx, caller, project, 'project.feature_flag.set', { type: 'feature', id: feature }, { enabled });
    return featureFlags(ctx.rt.store, project).find((f) => f.feature === feature);
  }),

};

// The deprecated /experimental route shares the features handler.
projectHandlers['project.updateExperimentalFeature'] = projectHandlers['project.updateFeatureFlag'];

