import 'server-only';
import { contract } from '@/lib/contract';
import { SANDBOX_FIND_LIMIT, SANDBOX_ROOT, SANDBOX_UPLOAD_LIMIT_BYTES, type SandboxFileContent, type SandboxTextMatch, type SessionHealth } from '@/lib/contract/types-sandbox';
import { allowsOnObject } from '../access';
import { PlatformError, badRequest, conflict, forbidden } from '../errors';
import { canonicalDir, canonicalPath } from '../repo/paths';
import { encodeContent, isFolder, listFolder, sandboxOf, type Sandbox } from '../sandbox/state';
import { isoAt, on, type HandlerContext, type HandlerTable } from '../runtime';
import { openSession } from './sessions';

const one = contract.session;

/** The session the caller may open and its sandbox; `permission` beyond reading is checked on the project or the session's agent. */
async function sandboxFor(ctx: HandlerContext, permission?: string) {
  const { record, access } = await openSession(ctx);
  if (permission && !access.permissions.has(permission)) {
    const onAgent = allowsOnObject(ctx.rt, access.caller, access.project, { type: 'agent', id: record.agent }, permission).allowed;
    if (!onAgent) throw forbidden(`You need the ${permission} permission for this`, { permission });
  }
  return { record, sandbox: sandboxOf(ctx.rt.store, record, ctx.rt.now()) };
}

const unavailable = () => conflict('sandbox_unavailable', "The session's sandbox was evicted or deleted; start a new session");

function usable(sandbox: Sandbox): Sandbox {
  if (sandbox.state === 'unavailable') throw unavailable();
  return sandbox;
}

function ready(sandbox: Sandbox): Sandbox {
  usable(sandbox);
  if (sandbox.state !== 'ready') throw conflict('runtime_not_ready', 'The agent runtime is asleep; call ensureReady() first');
  return sandbox;
}

function filePath(path: unknown): string {
  const canonical = canonicalPath(path);
  if (canonical === null) throw badRequest('invalid_path', `"${String(path)}" is not a file path inside the workspace: use a relative path without "." or ".." segments`, { path });
  return canonical;
}

export const sandboxHandlers: HandlerTable = {
  'session.health': on(one.health, async (ctx) => {
    const { record, sandbox } = await sandboxFor(ctx);
    const health: SessionHealth = {
      session_id: record.info.id,
      sandbox: sandbox.state,
      runtime: sandbox.state === 'ready' ? 'ready' : 'not_ready',
      ready: sandbox.state === 'ready',
      checked_at: isoAt(ctx.rt.now()),
    };
    if (sandbox.state === 'unavailable') throw new PlatformError(503, 'sandbox_unavailable', "The session's sandbox was evicted or deleted", { ...health });
    return health;
  }),

  'session.ensureReady': on(one.ensureReady, async (ctx) => {
    const { sandbox } = await sandboxFor(ctx, 'project.session.start');
    usable(sandbox);
    const woke = sandbox.state !== 'ready';
    if (woke) Object.assign(sandbox, { state: 'ready', startedAt: ctx.rt.now() });
    return { sandbox: 'ready' as const, woke };
  }),

  'session.files.list': on(one.files.list, async (ctx) => {
    const { sandbox } = await sandboxFor(ctx);
    const dir = canonicalDir(ctx.input.path);
    if (dir === null) throw badRequest('invalid_path', `"${ctx.input.path}" is not a folder inside the workspace`, { path: ctx.input.path });
    const { files } = usable(sandbox);
    if (!isFolder(files, dir)) throw new PlatformError(404, 'file_not_found', `There is no folder ${dir} in the workspace`, { path: dir });
    return listFolder(files, dir);
  }),

  'session.files.read': on(one.files.read, async (ctx): Promise<SandboxFileContent> => {
    const { sandbox } = await sandboxFor(ctx);
    const path = filePath(ctx.input.path);
    const bytes = usable(sandbox).files.get(path);
    if (!bytes) throw new PlatformError(404, 'file_not_found', `There is no file ${path} in the workspace`, { path });
    return { path, ...encodeContent(bytes), size: bytes.byteLength };
  }),

  'session.files.findText': on(one.files.findText, async (ctx): Promise<SandboxTextMatch[]> => {
    const { sandbox } = await sandboxFor(ctx);
    const needle = ctx.input.pattern.toLowerCase();
    const matches: SandboxTextMatch[] = [];
    const paths = [...usable(sandbox).files.keys()].sort();
    for (const path of paths) {
      const decoded = encodeContent(sandbox.files.get(path)!);
      if (decoded.encoding !== 'utf8') continue;
      const lines = decoded.content.split('\n');
      for (let i = 0; i < lines.length && matches.length < SANDBOX_FIND_LIMIT; i += 1) {
        if (lines[i].toLowerCase().includes(needle)) matches.push({ path, line: i + 1, text: lines[i].slice(0, 500) });
      }
    }
    return matches;
  }),

  'session.files.upload': on(one.files.upload, async (ctx) => {
    const { sandbox } = await sandboxFor(ctx, 'project.session.exec');
    const path = filePath(ctx.input.path);
    const { files } = usable(sandbox);
    const encoding = ctx.input.encoding ?? 'utf8';
    if (encoding === 'base64' && !/^[A-Za-z0-9+/]*={0,2}$/.test(ctx.input.content)) {
      throw badRequest('invalid_request', 'content is not valid base64', { field: 'content' });
    }
    const bytes = new Uint8Array(Buffer.from(ctx.input.content, encoding));
    if (bytes.byteLength > SANDBOX_UPLOAD_LIMIT_BYTES) {
      throw new PlatformError(413, 'file_too_large', `Uploads are limited to ${SANDBOX_UPLOAD_LIMIT_BYTES} bytes`, { limit: SANDBOX_UPLOAD_LIMIT_BYTES, size: bytes.byteLength });
    }
    if (isFolder(files, path)) throw conflict('path_is_folder', `${path} is a folder`, { path });
    const parents = path.split('/').slice(0, -1).map((_, i, all) => all.slice(0, i + 1).join('/'));
    const blocked = parents.find((parent) => files.has(parent));
    if (blocked) throw conflict('path_is_file', `${blocked} is a file, not a folder`, { path: blocked });
    const replaced = files.has(path);
    files.set(path, bytes);
    return { path, size: bytes.byteLength, replaced };
  }),

  'session.runtime.path': on(one.runtime.path, async (ctx) => {
    ready((await sandboxFor(ctx, 'project.session.exec')).sandbox);
    return { root: SANDBOX_ROOT, directory: SANDBOX_ROOT };
  }),

  'session.runtime.config': on(one.runtime.config, async (ctx) => {
    const { record, sandbox } = await sandboxFor(ctx, 'project.session.exec');
    ready(sandbox);
    return { agent: record.agent, model: record.info.model ?? null, version: record.info.version ?? '1.18.2' };
  }),

  'session.runtime.status': on(one.runtime.status, async (ctx) => {
    const { record, sandbox } = await sandboxFor(ctx, 'project.session.exec');
    ready(sandbox);
    const now = ctx.rt.now();
    return { session_id: record.info.id, status: record.source.status(now).type, uptime_ms: Math.max(0, now - (sandbox.startedAt ?? now)) };
  }),
};
