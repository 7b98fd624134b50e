import { z } from 'zod';
import { GET, POST, PUT } from '../define';
import { userName } from '../names';
import type {
  Branch,
  ChangeRequest,
  ChangeRequestDiff,
  Commit,
  FileContent,
  FileEntry,
  FileSearchMatch,
  ManifestValidation,
  MergePreview,
  VersionDiff,
} from '../types-repo';

const agentScopeInput = z
  .object({
    secrets: z.union([z.array(z.string().min(1)), z.enum(['all', 'none'])]).optional(),
    connectors: z.union([z.array(z.string().min(1)), z.enum(['all', 'none'])]).optional(),
  })
  .strict();

const crAction = z.object({ comment: z.string().max(10_000).optional() }).strict();

/** Repository, manifest and change-request operations of the `project(id)` handle. */
export const projectRepoOps = {
  validateManifest: POST<ManifestValidation>()('/projects/{projectId}/manifest/validate', 'Validate manifest source server-side', {
    input: z.object({ raw: z.string().max(1_000_000), format: z.enum(['yaml', 'toml']).optional() }).strict(),
    args: ['raw', 'format'],
  }),
  setAgentScope: PUT<ChangeRequest>()('/projects/{projectId}/manifest/agents/{agentName}/scope', "Set an agent's allowed secrets and connectors (opens a change request)", {
    input: agentScopeInput,
  }),
  setDefaultAgent: PUT<Commit>()('/projects/{projectId}/manifest/default-agent', 'Set default_agent to a declared, enabled agent: a commit on the default branch (project.cr.merge)', {
    input: z.object({ agentName: z.string().min(1) }).strict(),
    args: ['agentName'],
  }),
  files: {
    list: GET<FileEntry[]>()('/projects/{projectId}/files', 'Repository tree (read-only)', {
      input: z.object({ path: z.string().optional(), ref: z.string().optional() }).strict(),
    }),
    read: GET<FileContent>()('/projects/{projectId}/files/content', 'Read one file', {
      input: z.object({ path: z.string().min(1), ref: z.string().optional() }).strict(),
      args: ['path', 'ref'],
    }),
    search: GET<FileSearchMatch[]>()('/projects/{projectId}/files/search', 'Search file contents', {
      input: z.object({ query: z.string().min(1) }).strict(),
      args: ['query'],
    }),
    archive: GET<Response>()('/projects/{projectId}/files/archive', 'Tarball of the tree', {
      input: z.object({ ref: z.string().optional() }).strict(),
      response: 'raw',
    }),
    history: GET<Commit[]>()('/projects/{projectId}/files/history', "A file's commits", {
      input: z.object({ path: z.string().min(1) }).strict(),
      args: ['path'],
    }),
  },
  git: {
    commits: GET<Commit[]>()('/projects/{projectId}/git/commits', 'Commits of the default branch', {
      input: z.object({ ref: z.string().optional(), limit: z.coerce.number().int().min(1).max(200).optional() }).strict(),
    }),
    commit: GET<Commit>()('/projects/{projectId}/git/commits/{sha}', 'One commit'),
    commitDiff: GET<ChangeRequestDiff>()('/projects/{projectId}/git/commits/{sha}/diff', "A commit's diff"),
    branches: GET<Branch[]>()('/projects/{projectId}/git/branches', 'Branches'),
    versionDiff: GET<VersionDiff>()('/projects/{projectId}/git/compare', 'Diff between two refs', {
      input: z.object({ from: z.string().min(1), to: z.string().min(1) }).strict(),
      args: ['from', 'to'],
    }),
  },
  changeRequests: {
    list: GET<ChangeRequest[]>()('/projects/{projectId}/change-requests', 'Change requests', {
      input: z.object({ state: z.enum(['open', 'merged', 'closed']).optional() }).strict(),
    }),
    get: GET<ChangeRequest>()('/projects/{projectId}/change-requests/{crId}', 'One change request'),
    diff: GET<ChangeRequestDiff>()('/projects/{projectId}/change-requests/{crId}/diff', 'Its diff'),
    mergePreview: GET<MergePreview>()('/projects/{projectId}/change-requests/{crId}/merge-preview', 'Whether it merges cleanly'),
    open: POST<ChangeRequest>()('/projects/{projectId}/change-requests', 'Open a change request with file changes', {
      input: z
        .object({
          title: userName(200, 'Give the change a title'),
          description: z.string().max(10_000).optional(),
          files: z
            .array(z.object({ path: z.string().min(1), content: z.string().max(1_000_000).nullable() }))
            .min(1, 'A change request changes at least one file')
            .max(100),
          session_id: z.string().optional(),
          /** The commit the edits were made on (a default-branch commit); later default-branch changes to the same files are conflicts. Default: the current head. */
          base_sha: z.string().regex(/^[0-9a-f]{4,40}$/i, 'base_sha must be a commit sha').optional(),
          /**
           * Refuse with 409 `file_changed` when a proposed file changed since `base_sha` (on the default branch, or in
           * an open change request not listed in `known_change_requests`), instead of opening a change request over it.
           */
          stale_check: z.object({ known_change_requests: z.array(z.string().min(1)).max(100).optional() }).strict().optional(),
        })
        .strict(),
    }),
    merge: POST<ChangeRequest>()('/projects/{projectId}/change-requests/{crId}/merge', 'Merge into the default branch', { input: crAction }),
    close: POST<ChangeRequest>()('/projects/{projectId}/change-requests/{crId}/close', 'Close without merging', { input: crAction }),
    updateBranch: POST<ChangeRequest>()(
      '/projects/{projectId}/change-requests/{crId}/update-branch',
      'Update from the default branch (three-way merge; 409 update_conflict with the conflict regions, or send resolutions)',
      {
        input: z
          .object({
            resolutions: z
              .array(z.object({ path: z.string().min(1), content: z.string().max(1_000_000).nullable() }))
              .max(100)
              .optional(),
            expected_default_head: z.string().regex(/^[0-9a-f]{4,40}$/i, 'expected_default_head must be a commit sha').optional(),
          })
          .strict(),
      },
    ),
    reopen: POST<ChangeRequest>()('/projects/{projectId}/change-requests/{crId}/reopen', 'Reopen a closed change request', { input: crAction }),
    requestChanges: POST<ChangeRequest>()('/projects/{projectId}/change-requests/{crId}/request-changes', 'Record feedback', {
      input: z.object({ comment: z.string().trim().min(1, 'Say what should change').max(10_000), deliver_to_session: z.boolean().optional() }).strict(),
    }),
  },
};
