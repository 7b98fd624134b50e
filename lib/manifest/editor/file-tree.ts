import type { FileEntry } from '@/lib/contract/types-repo';

export interface FileTreeNode {
  name: string;
  path: string;
  type: 'file' | 'dir';
  children: FileTreeNode[];
}

/**
 * Nests the repository's flat listing (`files.list`) into folders: folders first, then files, each by name.
 * Folders implied by a file path exist even when the listing omits them. Never throws; bad entries are skipped.
 */
export function buildFileTree(entries: readonly FileEntry[] | null | undefined): FileTreeNode[] {
  const root: FileTreeNode = { name: '', path: '', type: 'dir', children: [] };
  const dirs = new Map<string, FileTreeNode>([['', root]]);
  const dirOf = (path: string): FileTreeNode => {
    const existing = dirs.get(path);
    if (existing) return existing;
    const slash = path.lastIndexOf('/');
    const parent = dirOf(slash === -1 ? '' : path.slice(0, slash));
    const node: FileTreeNode = { name: path.slice(slash + 1), path, type: 'dir', children: [] };
    parent.children.push(node);
    dirs.set(path, node);
    return node;
  };
  const seen = new Set<string>();
  for (const entry of Array.isArray(entries) ? entries : []) {
    if (!entry || typeof entry.path !== 'string') continue;
    const path = entry.path.split('/').filter(Boolean).join('/');
    if (!path) continue;
    if (entry.type === 'dir') {
      dirOf(path);
      continue;
    }
    if (seen.has(path) || dirs.has(path)) continue;
    seen.add(path);
    const slash = path.lastIndexOf('/');
    dirOf(slash === -1 ? '' : path.slice(0, slash)).children.push({ name: path.slice(slash + 1), path, type: 'file', children: [] });
  }
  const sort = (node: FileTreeNode) => {
    node.children.sort((a, b) => (a.type === b.type ? a.name.localeCompare(b.name, 'en') : a.type === 'dir' ? -1 : 1));
    node.children.forEach(sort);
  };
  sort(root);
  return root.children;
}
