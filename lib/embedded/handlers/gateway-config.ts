import 'server-only';
import { contract } from '@/lib/contract';
import { GATEWAY_CATALOG } from '../gateway/catalog';
import { completeChat } from '../gateway/completion';
import { authenticateGatewayKey, mintGatewayKey, toGatewayKey } from '../gateway/keys';
import { runPlayground } from '../gateway/playground';
import { checkedPolicy, previewPolicy, routingOf } from '../gateway/routing';
import { gatewayKeyId, gatewayKeysOf, routingPolicyOf } from '../gateway/state';
import { requireProject } from '../access';
import { recordProjectAudit } from '../audit';
import { badRequest, notFound } from '../errors';
import { declaredObjects } from '../manifest-objects';
import { effectiveModel } from '../models/defaults';
import { nextId } from '../store';
import { created, isoAt, noContent, on, type HandlerTable } from '../runtime';

const ops = contract.project.gateway;

// Access (docs/GATEWAY.md): the catalog, the policy and its preview are readable by anyone who can open the project;
// keys need project.gateway.keys.manage (the catalog has no read action for them, and a key list is a manager's
// concern); changing routing needs project.gateway.routing.edit; the playground spends model traffic as a session
// does, so it needs project.session.start.
export const gatewayConfigHandlers: HandlerTable = {
  'projects.llmCatalog': on(contract.projects.llmCatalog, async (ctx) => {
    await requireProject(ctx, ctx.params.projectId);
    return GATEWAY_CATALOG;
  }),

  'project.gateway.keys': on(ops.keys, async (ctx) => {
    const { project } = await requireProject(ctx, ctx.params.projectId, 'project.gateway.keys.manage');
    return gatewayKeysOf(ctx.rt.store, project.id).map(toGatewayKey);
  }),

  'project.gateway.createKey': on(ops.createKey, async (ctx) => {
    const { project, caller } = await requireProject(ctx, ctx.params.projectId, 'project.gateway.keys.manage');
    const minted = mintGatewayKey(ctx.rt.store, { projectId: project.id, name: ctx.input.name, createdBy: caller.principal.id, now: isoAt(ctx.rt.now()) });
    recordProjectAudit(ctx, caller, project, 'project.gateway.key.create', { type: 'gateway_key', id: minted.id }, { prefix: minted.prefix });
    return created(minted);
  }),

  'project.gateway.revokeKey': on(ops.revokeKey, async (ctx) => {
    const { project, caller } = await requireProject(ctx, ctx.params.projectId, 'project.gateway.keys.manage');
    const key = ctx.rt.store.gatewayKeys.get(gatewayKeyId(project.id, ctx.params.keyId));
    if (!key) throw notFound('Gateway key');
    // Revoking twice changes nothing: the first revocation time stays, and only it is audited.
    if (!key.revoked_at) {
      key.revoked_at = isoAt(ctx.rt.now());
      recordProjectAudit(ctx, caller, project, 'project.gateway.key.revoke', { type: 'gateway_key', id: key.id }, { prefix: key.prefix });
    }
    return noContent();
  }),

  'project.gateway.playground': on(ops.playground, async (ctx) => {
    const { project } = await requireProject(ctx, ctx.params.projectId, 'project.session.start');
    return runPlayground(routingPolicyOf(ctx.rt.store, project.id), ctx.input.prompt, ctx.input.models, ctx.input.failures);
  }),

  'project.gateway.routing.get': on(ops.routing.get, async (ctx) => {
    const { project } = await requireProject(ctx, ctx.params.projectId);
    return routingOf(ctx.rt.store, project.id);
  }),

  'project.gateway.routing.set': on(ops.routing.set, async (ctx) => {
    const { project, caller } = await requireProject(ctx, ctx.params.projectId, 'project.gateway.routing.edit');
    const policy = checkedPolicy(ctx.input);
    ctx.rt.store.gatewayRouting.set(project.id, { project_id: project.id, policy, updated_at: isoAt(ctx.rt.now()), updated_by: caller.principal.id });
    recordProjectAudit(ctx, caller, project, 'project.gateway.routing.set', { type: 'gateway_routing', id: project.id }, {
      default_model: policy.defaultModel,
      vision_model: policy.visionModel,
      fallbacks: policy.fallbacks.join(' > '),
      fallback_on: policy.fallbackOn,
    });
    return routingOf(ctx.rt.store, project.id);
  }),

  'project.gateway.routing.reset': on(ops.routing.reset, async (ctx) => {
    const { project, caller } = await requireProject(ctx, ctx.params.projectId, 'project.gateway.routing.edit');
    const had = ctx.rt.store.gatewayRouting.delete(project.id);
    if (had) recordProjectAudit(ctx, caller, project, 'project.gateway.routing.reset', { type: 'gateway_routing', id: project.id });
    return routingOf(ctx.rt.store, project.id);
  }),

  'project.gateway.routing.preview': on(ops.routing.preview, async (ctx) => {
    const { project } = await requireProject(ctx, ctx.params.projectId);
    const policy = ctx.input.policy ? checkedPolicy(ctx.input.policy, ['policy']) : routingPolicyOf(ctx.rt.store, project.id);
    const agent = ctx.input.agent ?? null;
    if (agent !== null && !declaredObjects(ctx.rt, project).agents.includes(agent)) throw badRequest('unknown_agent', `The manifest declares no agent named ${agent}`, { path: ['agent'] });
    return previewPolicy(policy, effectiveModel(ctx.rt.store, project, agent, policy), ctx.input.failures);
  }),

  'gateway.chatCompletions': on(contract.gateway.chatCompletions, async (ctx) => {
    const key = authenticateGatewayKey(ctx.rt.store, ctx.bearer);
    return completeChat(ctx.rt.store, key, ctx.input, ctx.rt.now(), nextId(ctx.rt.store, 'chatcmpl'));
  }),
};
