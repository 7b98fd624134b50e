import { z } from 'zod';
import { GET, POST } from '../define';
import type { MessageWithParts, SessionStatus } from '../wire';
import type { ListPage, SessionSummary } from '../types';
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
  import: POST<SessionSummary>()('/projects/{projectId}/sessions/import', 'Import an agent-runtime export { info, messages } (project.write); 400 invalid_export, 409 session_exists', {
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
  ensureReady: POST()('/projects/{projectId}/sessions/{sessionId}/ensure-ready', 'Wake the sandbox before using runtime'),
  files: {
    list: GET()('/projects/{projectId}/sessions/{sessionId}/files', "Files in the session's sandbox", {
      input: z.object({ path: z.string().optional() }).strict(),
    }),
    read: GET()('/projects/{projectId}/sessions/{sessionId}/files/content', 'Read a sandbox file', {
      input: z.object({ path: z.string().min(1) }).strict(),
      args: ['path'],
    }),
  },
};
