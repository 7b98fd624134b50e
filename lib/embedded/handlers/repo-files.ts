import 'server-only';
import { contract } from '@/lib/contract';
import type { Branch, ChangeRequestDiff, FileContent, FileSearchMatch, VersionDiff } from '@/lib/contract/types-repo';
import { requireProject } from '../access';
import { PlatformError, badRequest } from '../errors';
import { commitAt, repoOf, requirePath } from '../repo/context';
import { diffTrees } from '../repo/diff';
import { blobSha } from '../repo/objects';
import { canonicalDir } from '../repo/paths';
import { listTree, log, toCommit } from '../repo/repository';
import { tarGz } from '../repo/tar';
import { on, type HandlerTable } from '../runtime';

const files = contract.project.files;
const git = contract.project.git;

const MAX_SEARCH_MATCHES = 200;

export const repoFileHandlers: HandlerTable = {
  'project.files.list': on(files.list, async (ctx) => {
    const { project } = await requireProject(ctx, ctx.params.projectId, 'project.file.read');
    const dir = canonicalDir(ctx.input.path);
    if (dir === null) throw badRequest('invalid_path', `"${ctx.input.path}" is not a folder path in the repository`, { path: ctx.input.path });
    const repo = repoOf(ctx.rt, project);
    if (!ctx.input.ref && !repo.branches.size) return [];
    const entries = listTree(commitAt(repo, ctx.input.ref).tree, dir);
    if (dir && entries.length === 0) throw new PlatformError(404, 'file_not_found', `There is no folder ${dir} in the repository`, { path: dir });
    return entries;
  }),

  'project.files.read': on(files.read, async (ctx): Promise<FileContent> => {
    const { project } = await requireProject(ctx, ctx.params.projectId, 'project.file.read');
    const path = requirePath(ctx.input.path);
    const commit = commitAt(repoOf(ctx.rt, project), ctx.input.ref);
    const content = commit.tree.get(path);
    if (content === undefined) throw new PlatformError(404, 'file_not_found', `There is no file ${path} at ${commit.sha.slice(0, 7)}`, { path, ref: commit.sha });
    return { path, ref: commit.sha, sha: blobSha(content), content, size: Buffer.byteLength(content, 'utf8') };
  }),

  'project.files.search': on(files.search, async (ctx): Promise<FileSearchMatch[]> => {
    const { project } = await requireProject(ctx, ctx.params.projectId, 'project.file.read');
    const repo = repoOf(ctx.rt, project);
    if (!repo.branches.size) return [];
    const needle = ctx.input.query.toLowerCase();
    const matches: FileSearchMatch[] = [];
    for (const [path, content] of [...commitAt(repo).tree].sort(([a], [b]) => (a < b ? -1 : 1))) {
      const lines = content.split('\n');
      for (let i = 0; i < lines.length && matches.length < MAX_SEARCH_MATCHES; i += 1) {
        if (lines[i].toLowerCase().includes(needle)) matches.push({ path, line: i + 1, text: lines[i].slice(0, 500) });
      }
    }
    return matches;
  }),

  'project.files.archive': on(files.archive, async (ctx) => {
    const { project } = await requireProject(ctx, ctx.params.projectId, 'project.file.read');
    const commit = commitAt(repoOf(ctx.rt, project), ctx.input.ref);
    const root = `${project.id}-${commit.sha.slice(0, 7)}`;
    const body = tarGz(commit.tree, root, Math.floor(Date.parse(commit.created_at) / 1000));
    return new Response(new Uint8Array(body), {
      status: 200,
      headers: { 'content-type': 'application/gzip', 'content-disposition': `attachment; filename="${root}.tar.gz"`, 'cache-control': 'no-store' },
    });
  }),

  'project.files.history': on(files.history, async (ctx) => {
    const { project } = await requireProject(ctx, ctx.params.projectId, 'project.file.read');
    const path = requirePath(ctx.input.path);
    const repo = repoOf(ctx.rt, project);
    if (!repo.branches.size) return [];
    return log(repo, commitAt(repo))
      .filter((c) => c.files.includes(path))
      .map(toCommit);
  }),

  'project.git.commits': on(git.commits, async (ctx) => {
    const { project } = await requireProject(ctx, ctx.params.projectId, 'project.gitops.read');
    const repo = repoOf(ctx.rt, project);
    if (!ctx.input.ref && !repo.branches.size) return [];
    return log(repo, commitAt(repo, ctx.input.ref), ctx.input.limit ?? 50).map(toCommit);
  }),

  'project.git.commit': on(git.commit, async (ctx) => {
    const { project } = await requireProject(ctx, ctx.params.projectId, 'project.gitops.read');
    return toCommit(commitAt(repoOf(ctx.rt, project), ctx.params.sha));
  }),

  'project.git.commitDiff': on(git.commitDiff, async (ctx): Promise<ChangeRequestDiff> => {
    const { project } = await requireProject(ctx, ctx.params.projectId, 'project.gitops.read');
    const repo = repoOf(ctx.rt, project);
    const commit = commitAt(repo, ctx.params.sha);
    const parent = commit.parent ? repo.commits.get(commit.parent)?.tree : undefined;
    return { files: diffTrees(parent ?? new Map(), commit.tree) };
  }),

  'project.git.branches': on(git.branches, async (ctx): Promise<Branch[]> => {
    const { project } = await requireProject(ctx, ctx.params.projectId, 'project.gitops.read');
    const repo = repoOf(ctx.rt, project);
    return [...repo.branches]
      .map(([name, sha]) => ({ name, sha, default: name === repo.default_branch }))
      .sort((a, b) => Number(b.default) - Number(a.default) || a.name.localeCompare(b.name, 'en', { numeric: true }));
  }),

  'project.git.versionDiff': on(git.versionDiff, async (ctx): Promise<VersionDiff> => {
    const { project } = await requireProject(ctx, ctx.params.projectId, 'project.gitops.read');
    const repo = repoOf(ctx.rt, project);
    const from = commitAt(repo, ctx.input.from);
    const to = commitAt(repo, ctx.input.to);
    return { from: from.sha, to: to.sha, files: diffTrees(from.tree, to.tree) };
  }),
};
