import 'server-only';
import { contract } from '@/lib/contract';
import type { ModelDefaults } from '@/lib/contract/types-models';
import { decideFor, principalOf, requireProject, type ProjectAccess } from '../access';
import { recordProjectAudit } from '../audit';
import { forbidden, badRequest, notFound } from '../errors';
import { catalogModel } from '../gateway/catalog';
import { routingPolicyOf } from '../gateway/state';
import { declaredObjects } from '../manifest-objects';
import { effectiveModel, modelDefaultKey, modelDefaultsOf, modelPickerOf, toModelDefault } from '../models/defaults';
import { isoAt, noContent, on, type HandlerContext, type HandlerTable } from '../runtime';

const ops = contract.project.modelDefaults;
const EDIT = 'project.gateway.routing.edit';

function canEditAccount(ctx: HandlerContext, access: ProjectAccess): boolean {
  return decideFor(ctx.rt, principalOf(ctx.rt.store, access.caller), 'account.update', { type: 'account', accountId: access.project.account_id }).allowed;
}

/** The project's model defaults, with the effective model of each declared agent. */
function answer(ctx: HandlerContext, access: ProjectAccess): ModelDefaults {
  const { store } = ctx.rt;
  const { project } = access;
  const policy = routingPolicyOf(store, project.id);
  const defaults = modelDefaultsOf(store, project);
  return {
    account: defaults.account && toModelDefault(defaults.account),
    project: defaults.project && toModelDefault(defaults.project),
    agents: defaults.agents.map(toModelDefault),
    routingDefault: policy.defaultModel,
    projectEffective: effectiveModel(store, project, null, policy),
    effective: declaredObjects(ctx.rt, project).agents.map((agent) => effectiveModel(store, project, agent, policy)),
    can: { editProject: access.permissions.has(EDIT), editAccount: canEditAccount(ctx, access) },
  };
}

/** The account scope needs account.update (owners and admins); the project and agent scopes need routing edit. */
function requireScope(ctx: HandlerContext, access: ProjectAccess, scope: 'account' | 'project' | 'agent') {
  if (scope === 'account') {
    if (!canEditAccount(ctx, access)) throw forbidden('You need the account.update permission to change the account default', { permission: 'account.update' });
  } else if (!access.permissions.has(EDIT)) {
    throw forbidden(`You need the ${EDIT} permission for this`, { permission: EDIT });
  }
}

// Access (docs/MODELS.md): anyone who can open the project reads its defaults and the picker.
export const modelDefaultHandlers: HandlerTable = {
  'projects.modelPicker': on(contract.projects.modelPicker, async (ctx) => {
    const { project } = await requireProject(ctx, ctx.params.projectId);
    return modelPickerOf(ctx.rt.store, project);
  }),

  'project.modelDefaults.get': on(ops.get, async (ctx) => answer(ctx, await requireProject(ctx, ctx.params.projectId))),

  'project.modelDefaults.set': on(ops.set, async (ctx) => {
    const access = await requireProject(ctx, ctx.params.projectId);
    const input = ctx.input;
    requireScope(ctx, access, input.scope);
    const { project, caller } = access;
    if (!catalogModel(input.model)) throw badRequest('unknown_model', `${input.model} is not in the model catalog`, { path: ['model'] });
    const agent = input.scope === 'agent' ? input.agent : null;
    if (agent !== null && !declaredObjects(ctx.rt, project).agents.includes(agent)) {
      throw badRequest('unknown_agent', `The manifest declares no agent named ${agent}`, { path: ['agent'] });
    }
    const key = modelDefaultKey(project, input.scope, agent);
    ctx.rt.store.modelDefaults.set(key, {
      scope: input.scope,
      account_id: project.account_id,
      project_id: input.scope === 'account' ? null : project.id,
      agent,
      model: input.model,
      updated_at: isoAt(ctx.rt.now()),
      updated_by: caller.principal.id,
    });
    recordProjectAudit(ctx, caller, project, 'project.model_default.set', { type: 'model_default', id: key }, { scope: input.scope, model: input.model, ...(agent ? { agent } : {}) });
    return answer(ctx, access);
  }),

  'project.modelDefaults.clear': on(ops.clear, async (ctx) => {
    const access = await requireProject(ctx, ctx.params.projectId);
    const input = ctx.input;
    requireScope(ctx, access, input.scope);
    const { project, caller } = access;
    const agent = input.scope === 'agent' ? input.agent : null;
    const key = modelDefaultKey(project, input.scope, agent);
    const had = ctx.rt.store.modelDefaults.get(key);
    if (!had) throw notFound(input.scope === 'agent' ? `A default model for agent ${agent}` : `A ${input.scope} default model`);
    ctx.rt.store.modelDefaults.delete(key);
    recordProjectAudit(ctx, caller, project, 'project.model_default.clear', { type: 'model_default', id: key }, { scope: input.scope, model: had.model, ...(agent ? { agent } : {}) });
    return noContent();
  }),
};
