// A session's sandbox as the platform serves it: its files, its health and the agent runtime inside it.
// The spec names the operations (`files.list/read/findText/upload`, `getSessionHealth`, `runtime`, `ensureReady`);
// the shapes below are this platform's choice (docs/SDK.md, "What the spec leaves open").

/** Largest upload, in decoded bytes. JSON with base64 content must still fit the 1 MiB request-body limit. */
export const SANDBOX_UPLOAD_LIMIT_BYTES = 512 * 1024;
/** At most this many `findText` matches per call. */
export const SANDBOX_FIND_LIMIT = 200;
/** Where the files live inside the sandbox; every path in the API is relative to it. */
export const SANDBOX_ROOT = '/workspace';

/** `asleep`: files kept, agent runtime stopped (ensureReady wakes it). `unavailable`: evicted or deleted; cannot be woken. */
export type SandboxState = 'asleep' | 'ready' | 'unavailable';

export interface SessionHealth {
  session_id: string;
  sandbox: SandboxState;
  /** The agent runtime answers (only in a ready sandbox). */
  runtime: 'ready' | 'not_ready';
  ready: boolean;
  checked_at: string;
}

export interface SandboxFileEntry {
  /** Relative to the workspace root, `/`-separated. */
  path: string;
  name: string;
  type: 'file' | 'dir';
  /** Bytes, for files. */
  size?: number;
}

export interface SandboxFileContent {
  path: string;
  /** `utf8` text, or `base64` when the bytes are not valid UTF-8. */
  encoding: 'utf8' | 'base64';
  content: string;
  size: number;
}

export interface SandboxTextMatch {
  path: string;
  /** 1-based. */
  line: number;
  /** The matching line, at most 500 characters. */
  text: string;
}

export interface SandboxUploadResult {
  path: string;
  size: number;
  /** True when the upload replaced an existing file. */
  replaced: boolean;
}

export interface EnsureReadyResult {
  sandbox: 'ready';
  /** True when this call woke the sandbox (false when it was already ready). */
  woke: boolean;
}

/** The agent runtime's own view of where it works. */
export interface RuntimePath {
  root: string;
  directory: string;
}

export interface RuntimeConfig {
  agent: string | null;
  model: string | null;
  version: string;
}

export interface RuntimeStatus {
  session_id: string;
  /** The runtime's session status: idle, busy or retry. */
  status: string;
  uptime_ms: number;
}
