// Server side of the manifest page: the project's permissions, the repository listing and the manifest itself,
// read with the signed-in user's token through the BFF's upstream, plus the manifest highlighted with Shiki, so
// the page arrives with the text on screen (Monaco loads later, on the first edit). Any problem (no session, a
// token about to expire, an error, a slow platform) gives null and the client fetches as usual.
import 'server-only';
import { cookies } from 'next/headers';
import { highlightLines } from '@/lib/manifest-editor/highlight';
import type { ManifestPrefetch } from '@/lib/manifest-editor/prefetch';
import { defaultManifestFilename } from '@/lib/manifest';
import { createPlatform } from '@/lib/sdk';
import { getBff } from './context';
import { readSessionFromCookieStore } from './session';

const PREFETCH_TIMEOUT_MS = 1500;
// A token this close to expiry is left to the BFF proxy, which refreshes it and re-seals the cookie.
const MIN_TOKEN_LIFE_MS = 60_000;

async function read(projectId: string): Promise<ManifestPrefetch | null> {
  const bff = getBff();
  const session = await readSessionFromCookieStore(await cookies(), bff.config.sessionSecret);
  if (!session || session.expiresAt * 1000 - bff.now() < MIN_TOKEN_LIFE_MS) return null;
  const platform = createPlatform({
    backendUrl: 'http://upstream.invalid/v1',
    getToken: () => session.accessToken,
    clientSource: 'web',
    fetch: (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      return bff.upstream(url.pathname + url.search, init ?? {});
    },
  });
  const project = platform.project(projectId);
  const [detail, files] = await Promise.all([project.detail(), project.files.list()]);
  const path = defaultManifestFilename(files.filter((f) => f.type === 'file').map((f) => f.path));
  if (!path) return null;
  const file = await project.files.read(path);
  const tokens = await highlightLines(file.content, path.endsWith('.toml') ? 'toml' : 'yaml');
  return { detail, files, file, tokens, at: bff.now() };
}

export async function prefetchManifest(projectId: string): Promise<ManifestPrefetch | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const data = read(projectId);
    data.catch(() => {});
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), PREFETCH_TIMEOUT_MS);
    });
    return await Promise.race([data, timeout]);
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}
