// A proposal refused with 409 `file_changed`: the refusal's details read from its body. Apart from the rest of
// stale-proposal.ts (diffs and the three-way rebase), so that reading a refusal does not bring those along. Pure; never
// throws.
import type { FileChangedDetails, FileChangeSource, StaleFile } from '@/lib/contract/types-repo';

const isString = (v: unknown): v is string => typeof v === 'string';
const isStringOrNull = (v: unknown): v is string | null => v === null || typeof v === 'string';

function sourceOf(value: unknown): FileChangeSource | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (v.kind === 'commit' && isString(v.sha) && isString(v.message) && isString(v.author)) return { kind: 'commit', sha: v.sha, message: v.message, author: v.author };
  if (v.kind === 'change_request' && isString(v.id) && typeof v.number === 'number' && isString(v.title) && isString(v.author)) {
    return { kind: 'change_request', id: v.id, number: v.number, title: v.title, author: v.author };
  }
  return null;
}

/** The details of a `file_changed` refusal body, or null for anything else (another code, a malformed body). */
export function readFileChanged(code: unknown, body: unknown): FileChangedDetails | null {
  if (code !== 'file_changed' || typeof body !== 'object' || body === null) return null;
  const b = body as Record<string, unknown>;
  if (!isString(b.base_sha) || !isStringOrNull(b.default_head) || !Array.isArray(b.files)) return null;
  const files: StaleFile[] = [];
  for (const raw of b.files as unknown[]) {
    if (typeof raw !== 'object' || raw === null) return null;
    const f = raw as Record<string, unknown>;
    const by = sourceOf(f.by);
    if (!isString(f.path) || !isStringOrNull(f.base_content) || !isStringOrNull(f.current_content) || !isString(f.current_ref) || !by) return null;
    files.push({ path: f.path, base_content: f.base_content, current_content: f.current_content, current_ref: f.current_ref, by });
  }
  return files.length ? { base_sha: b.base_sha, default_head: b.default_head, files } : null;
}
