import { z } from 'zod';
import { GET, POST } from '../define';
import type { MessageWithParts, SessionInfo, SessionStatus } from '../wire';
import type { ListPage } from '../types';
import { projectOps, sessionCreateInput, sessionScopeInput } from './projects';

/** `p.sessions.*`: `{projectId}` bound by the project handle. */
export const projectSessionOps = {
  list: projectOps.sessions,
  create: projectOps.createSession,
  import: POST<SessionInfo>()('/projects/{projectId}/sessions/import', 'Import an agent-runtime export { info, messages } (managers)', {
    input: z.object({ info: z.looseObject({}), messages: z.array(z.looseObject({ info: z.looseObject({}), parts: z.array(z.unknown()) })) }),
  }),
};

export { sessionCreateInput, sessionScopeInput };

/** `session(projectId, sessionId)` handle. */
export const sessionHandleOps = {
  get: GET<SessionInfo>()('/projects/{projectId}/sessions/{sessionId}', "A session's info"),
  messages: GET<ListPage<MessageWithParts>>()('/projects/{projectId}/sessions/{sessionId}/messages', 'Messages, oldest first, paged by message id', {
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
  children: GET<SessionInfo[]>()('/projects/{projectId}/sessions/{sessionId}/children', 'Child sessions of task tools'),
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
