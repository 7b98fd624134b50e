// Server side of the manifest page: the project's permissions, the repository listing and the manifest itself,
// read with the signed-in user's token through the BFF's upstream, so the page arrives with the text on screen
// (highlighted by the editor's first view in the server render; Monaco loads later, on the first edit). Any problem (no session, a
// token about to expire, an error, a slow platform) gives null and the client fetches as usual.
import 'server-only';
import type { ManifestPrefetch } from '@/lib/manifest/editor/prefetch';
import { defaultManifestFilename } from '@/lib/manifest';
import { getBff } from './context';
import { serverPlatform, withinServerBudget } from './server-platform';

async function read(projectId: string): Promise<ManifestPrefetch | null> {
  const platform = await serverPlatform();
  if (!platform) return null;
  const project = platform.project(projectId);
  const [detail, files] = await Promise.all([project.detail(), project.files.list()]);
  const path = defaultManifestFilename(files.filter((f) => f.type === 'file').map((f) => f.path));
  if (!path) return null;
  const file = await project.files.read(path);
  return { detail, files, file, at: getBff().now() };
}

export async function prefetchManifest(projectId: string): Promise<ManifestPrefetch | null> {
  try {
    return await withinServerBudget(read(projectId), null);
  } catch {
    return null;
  }
}
