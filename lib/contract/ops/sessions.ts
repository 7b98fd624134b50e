import { z } from 'zod';
import { GET, POST, PUT } from '../define';
import type { MessageWithParts, SessionStatus } from '../wire';
import type { ListPage, SessionSummary } from '../types';
import type { EnsureReadyResult, RuntimeConfig, RuntimePath, RuntimeStatus, SandboxFileContent, SandboxFileEntry, SandboxTextMatch, SandboxUploadResult, SessionHealth } from '../types-sandbox';
import { projectOps, sessionCreateInput, sessionScopeInput } from './projects';

/** An agent-runtime export `{ info, messages: [{ info, parts }] }`. Any JSON passes here; the platform validates it and answers in words. */
export interface SessionExportInput {
  info: unknown;
  messages: unknown;
  [key: string]: unknown;
}

const sessionExportInput = z
  .custom<SessionExportInput>(() => true)
  .meta({ type: 'object', properties: { info: {}, messages: {} }, required: ['info', 'messages'] });

/** `p.sessions.*`: `{projectId}` bound by the project handle. */
export const projectSessionOps = {
  list: projectOps.sessions,
  create: projectOps.createSession,
  import: POST<SessionSummary>()('/projects/{projectId}/sessions/import', 'Import an agent-runtime export { info, messages } (project.write); 400 invalid_export, 409 session_exists, 429 session_rate_limited (the per-user session limit)', {
    input: sessionExportInput,
  }),
};

export { sessionCreateInput, sessionScopeInput };

/** `session(projectId, sessionId)` handle. */
export const sessionHandleOps = {
  get: GET<SessionSummary>()('/projects/{projectId}/sessions/{sessionId}', "A session's info, status, cost and ownership"),
  messages: GET<ListPage<MessageWithParts>>()('/projects/{projectId}/sessions/{sessionId}/messages', 'Messages oldest first; the newest `limit` (200, max 500), or before/after a message id', {
    input: z
      .object({
        /** Return messages strictly older than this message id (paging backwards from the newest). */
        before: z.string().optional(),
        /** Return messages strictly newer than this message id (tailing a running session). */
        after: z.string().optional(),
        limit: z.coerce.number().int().min(1).max(500).optional(),
      })
      .strict(),
  }),
  status: GET<SessionStatus>()('/projects/{projectId}/sessions/{sessionId}/status', 'idle, busy or retry'),
  events: GET()('/projects/{projectId}/sessions/{sessionId}/events', 'Server-sent events: `status` and `message` (a new or changed message) as they happen; see docs/TIMELINE.md', {
    input: z
      .object({
        /** Also send every message from this message id on (the newest one the client holds), so nothing is missed. */
        after: z.string().optional(),
      })
      .strict(),
    response: 'raw',
  }),
  children: GET<SessionSummary[]>()('/projects/{projectId}/sessions/{sessionId}/children', 'Child sessions of task tools the caller can open'),
  health: GET<SessionHealth>()('/projects/{projectId}/sessions/{sessionId}/health', "The sandbox's and agent runtime's health; 503 sandbox_unavailable (same fields) when evicted or deleted"),
  ensureReady: POST<EnsureReadyResult>()('/projects/{projectId}/sessions/{sessionId}/ensure-ready', 'Wake the sandbox before using runtime (project.session.start); 409 sandbox_unavailable'),
  files: {
    list: GET<SandboxFileEntry[]>()('/projects/{projectId}/sessions/{sessionId}/files', "Entries of one folder of the session's sandbox (the workspace root by default)", {
      input: z.object({ path: z.string().max(1024).optional() }).strict(),
      args: ['path'],
    }),
    read: GET<SandboxFileContent>()('/projects/{projectId}/sessions/{sessionId}/files/content', 'Read a sandbox file', {
      input: z.object({ path: z.string().min(1).max(1024) }).strict(),
      args: ['path'],
    }),
    findText: GET<SandboxTextMatch[]>()('/projects/{projectId}/sessions/{sessionId}/files/find', 'Lines containing a text (case-insensitive), at most 200', {
      input: z.object({ pattern: z.string().min(1).max(1024) }).strict(),
      args: ['pattern'],
    }),
    upload: PUT<SandboxUploadResult>()('/projects/{projectId}/sessions/{sessionId}/files/content', 'Write a sandbox file (project.session.exec); 413 file_too_large over 512 KiB', {
      input: z
        .object({
          path: z.string().min(1).max(1024),
          content: z.string(),
          encoding: z.enum(['utf8', 'base64']).optional(),
        })
        .strict(),
      args: ['path', 'content', 'encoding'],
    }),
  },
  runtime: {
    path: GET<RuntimePath>()('/projects/{projectId}/sessions/{sessionId}/runtime/path', "The agent runtime's root and working directory (project.session.exec; after ensureReady)"),
    config: GET<RuntimeConfig>()('/projects/{projectId}/sessions/{sessionId}/runtime/config', "The agent runtime's agent, model and version (project.session.exec; after ensureReady)"),
    status: GET<RuntimeStatus>()('/projects/{projectId}/sessions/{sessionId}/runtime/status', "The agent runtime's session status and uptime (project.session.exec; after ensureReady)"),
  },
};
