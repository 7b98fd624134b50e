import 'server-only';
import { recordProjectAudit } from '../audit';
import { contract } from '@/lib/contract';
import type { ChangeRequestDiff } from '@/lib/contract/types-repo';
import { requireProject, type ProjectAccess } from '../access';
import { forbidden, notFound } from '../errors';
import {
  closeChangeRequest,
  mergeChangeRequest,
  mergePreview,
  reopenChangeRequest,
  toChangeRequest,
} from '../repo/change-requests';
import { authorOf, repoOf } from '../repo/context';
import { diffTrees } from '../repo/diff';
import { propose } from '../repo/propose';
import { updateBranch } from '../repo/update-branch';
import type { ChangeRequestRecord } from '../repo/types';
import { created, isoAt, on, type HandlerContext, type HandlerTable } from '../runtime';

const ops = contract.project.changeRequests;

function changeRequestOf(ctx: HandlerContext, access: ProjectAccess): ChangeRequestRecord {
  const cr = ctx.rt.store.changeRequests.get(ctx.params.crId);
  if (!cr || cr.project_id !== access.project.id) throw notFound('Change request');
  return cr;
}

/** Closing and reopening: the author (who may open change requests) or anyone who may merge. */
function requireAuthorOrMerger(access: ProjectAccess, cr: ChangeRequestRecord, action: string): void {
  const isAuthor = access.caller.principal.id === cr.author_id && access.permissions.has('project.cr.open');
  if (!isAuthor && !access.permissions.has('project.cr.merge')) {
    throw forbidden(`Only the author or someone with project.cr.merge can ${action} a change request`, { permission: 'project.cr.merge' });
  }
}

export const changeRequestHandlers: HandlerTable = {
  'project.changeRequests.list': on(ops.list, async (ctx) => {
    const { project } = await requireProject(ctx, ctx.params.projectId, 'project.gitops.read');
    return [...ctx.rt.store.changeRequests.values()]
      .filter((cr) => cr.project_id === project.id && (!ctx.input.state || cr.state === ctx.input.state))
      .sort((a, b) => b.number - a.number)
      .map(toChangeRequest);
  }),

  'project.changeRequests.get': on(ops.get, async (ctx) => {
    const access = await requireProject(ctx, ctx.params.projectId, 'project.gitops.read');
    return toChangeRequest(changeRequestOf(ctx, access));
  }),

  'project.changeRequests.diff': on(ops.diff, async (ctx): Promise<ChangeRequestDiff> => {
    const access = await requireProject(ctx, ctx.params.projectId, 'project.gitops.read');
    const cr = changeRequestOf(ctx, access);
    const repo = repoOf(ctx.rt, access.project);
    return { files: diffTrees(repo.commits.get(cr.base_sha)?.tree ?? new Map(), repo.commits.get(cr.head_sha)?.tree ?? new Map()) };
  }),

  'project.changeRequests.mergePreview': on(ops.mergePreview, async (ctx) => {
    const access = await requireProject(ctx, ctx.params.projectId, 'project.gitops.read');
    return mergePreview(repoOf(ctx.rt, access.project), changeRequestOf(ctx, access));
  }),

  'project.changeRequests.open': on(ops.open, async (ctx) => {
    const { project, caller } = await requireProject(ctx, ctx.params.projectId, 'project.cr.open');
    const cr = propose(ctx.rt, project, caller, ctx.input);
    recordProjectAudit(ctx, caller, project, 'project.change_request.open', { type: 'change_request', id: cr.id }, { files: ctx.input.files.length });
    return created(toChangeRequest(cr));
  }),

  'project.changeRequests.merge': on(ops.merge, async (ctx) => {
    const access = await requireProject(ctx, ctx.params.projectId, 'project.cr.merge');
    const cr = changeRequestOf(ctx, access);
    mergeChangeRequest(repoOf(ctx.rt, access.project), cr, authorOf(ctx.rt, access.caller).short, isoAt(ctx.rt.now()));
    recordProjectAudit(ctx, access.caller, access.project, 'project.change_request.merge', { type: 'change_request', id: cr.id });
    return toChangeRequest(cr);
  }),

  'project.changeRequests.close': on(ops.close, async (ctx) => {
    const access = await requireProject(ctx, ctx.params.projectId, 'project.gitops.read');
    const cr = changeRequestOf(ctx, access);
    requireAuthorOrMerger(access, cr, 'close');
    closeChangeRequest(cr, isoAt(ctx.rt.now()));
    recordProjectAudit(ctx, access.caller, access.project, 'project.change_request.close', { type: 'change_request', id: cr.id });
    return toChangeRequest(cr);
  }),

  'project.changeRequests.updateBranch': on(ops.updateBranch, async (ctx) => {
    const access = await requireProject(ctx, ctx.params.projectId, 'project.gitops.read');
    const cr = changeRequestOf(ctx, access);
    requireAuthorOrMerger(access, cr, 'update');
    const moved = updateBranch(repoOf(ctx.rt, access.project), cr, ctx.input, authorOf(ctx.rt, access.caller).commit, isoAt(ctx.rt.now()));
    if (moved) recordProjectAudit(ctx, access.caller, access.project, 'project.change_request.update', { type: 'change_request', id: cr.id });
    return toChangeRequest(cr);
  }),

  'project.changeRequests.reopen': on(ops.reopen, async (ctx) => {
    const access = await requireProject(ctx, ctx.params.projectId, 'project.gitops.read');
    const cr = changeRequestOf(ctx, access);
    requireAuthorOrMerger(access, cr, 'reopen');
    reopenChangeRequest(cr, isoAt(ctx.rt.now()));
    recordProjectAudit(ctx, access.caller, access.project, 'project.change_request.reopen', { type: 'change_request', id: cr.id });
    return toChangeRequest(cr);
  }),

  'project.changeRequests.requestChanges': on(ops.requestChanges, async (ctx) => {
    const access = await requireProject(ctx, ctx.params.projectId, 'project.review.submit');
    const cr = changeRequestOf(ctx, access);
    const now = isoAt(ctx.rt.now());
    cr.feedback.push({
      author: authorOf(ctx.rt, access.caller).short,
      comment: ctx.input.comment.trim(),
      created_at: now,
      delivered_to_session: ctx.input.deliver_to_session && cr.session_id ? cr.session_id : null,
    });
    cr.updated_at = now;
    return toChangeRequest(cr);
  }),
};
