import 'server-only';
import { createHash } from 'node:crypto';
import type { Tree } from './types';

const sha1 = (text: string) => createHash('sha1').update(text, 'utf8').digest('hex');

/** Git's blob id: sha-1 of `blob <byte length>\0<content>`. */
export function blobSha(content: string): string {
  return sha1(`blob ${Buffer.byteLength(content, 'utf8')}\0${content}`);
}

/** A stable id for a whole tree: sha-1 over its sorted `path blob` lines. */
export function treeSha(tree: Tree): string {
  const lines = [...tree.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([path, content]) => `${blobSha(content)} ${path}`);
  return sha1(`tree\n${lines.join('\n')}`);
}

/** A commit id: sha-1 of its content (tree, parent, author, time, message), as git does. */
export function commitSha(input: { tree: Tree; parent: string | null; author: string; created_at: string; message: string }): string {
  const header = [`tree ${treeSha(input.tree)}`, input.parent ? `parent ${input.parent}` : null, `author ${input.author} ${input.created_at}`]
    .filter(Boolean)
    .join('\n');
  return sha1(`commit\n${header}\n\n${input.message}`);
}
