import type { Contract } from '@/lib/contract';
import type { SandboxUploadResult } from '@/lib/contract/types-sandbox';
import type { AuthSessionHelper, AuthSessionOptions } from './auth-session';
import type { RetryOption } from './call-policy';
import type { Group, RequestOptions } from './method-types';

export type ClientSource = 'api' | 'cli' | 'mobile' | 'web';

export interface PlatformConfig {
  /** Base address including `/v1`, e.g. `https://platform.example/v1`. */
  backendUrl: string;
  /** Called on every request; null sends no Authorization header. */
  getToken: () => Promise<string | null> | string | null;
  clientSource?: ClientSource;
  fetch?: typeof fetch;
  /** Every call's default time limit in ms (none by default); a call's own `timeout` wins. */
  timeout?: number;
  /** Retries of idempotent calls (GET, PUT, DELETE) by default; none unless set. A call's own `retry` wins. */
  retry?: RetryOption;
}

export type { Group, Method, RequestOptions } from './method-types';

type GeneratedProjectHandle = Group<Contract['project'], 1>;
type GeneratedSessionHandle = Group<Contract['session'], 2>;

/** `project(id)`: the project's routes, and `sessions.session(sid)`, the same handle as `session(id, sid)`. */
export type ProjectHandle = Omit<GeneratedProjectHandle, 'sessions'> & {
  sessions: GeneratedProjectHandle['sessions'] & {
    /** The session's handle: its `files`, its `runtime` (after `await ensureReady()`) and `ensureReady()`. */
    session(sessionId: string): SessionHandle;
  };
};

/** What `files.upload` accepts: text is sent as UTF-8, bytes as base64. */
export type UploadContent = string | Uint8Array | ArrayBuffer | Blob;

/** A session sandbox's files: `list(path?)`, `read(path)`, `findText(pattern)`, `upload(path, content)`. */
export type SandboxFiles = Omit<GeneratedSessionHandle['files'], 'upload'> & {
  /** Writes a file (project.session.exec); 413 `file_too_large` above `SANDBOX_UPLOAD_LIMIT_BYTES` decoded bytes. */
  upload(path: string, content: UploadContent, options?: RequestOptions): Promise<SandboxUploadResult>;
};

/** The agent-runtime REST client of one session's sandbox; use it after `await session.ensureReady()`. */
export type RuntimeClient = GeneratedSessionHandle['runtime'];

/**
 * `session(projectId, sessionId)`: the session's routes, its sandbox's `files`, its `runtime`, and `ensureReady()`,
 * which wakes the sandbox and makes it the globally active one (root `files`, `runtime()`).
 */
export type SessionHandle = Omit<GeneratedSessionHandle, 'files'> & { files: SandboxFiles };

export type Platform = Omit<Group<Omit<Contract, 'project' | 'session'>, 0>, 'auth'> & {
  /** The auth routes, and `session({ storage })`: a session kept in any storage and refreshed when due. */
  auth: Group<Contract['auth'], 0> & { session(options?: AuthSessionOptions): AuthSessionHelper };
  project(projectId: string): ProjectHandle;
  session(projectId: string, sessionId: string): SessionHandle;
  /** The agent-runtime client of the globally active sandbox (throws `NoActiveSandboxError` when none is). */
  runtime(): RuntimeClient;
};
