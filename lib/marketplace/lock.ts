import { z } from 'zod';
import { MARKETPLACE_KINDS } from '@/lib/contract/types-marketplace';
import { emptyOwned, type Owned } from './fragment';

/** Where a project records its installs, on the default branch beside platform.yaml. */
export const LOCK_PATH = '.platform/marketplace-lock.json';

const names = z.array(z.string()).catch([]);
const ownedSchema = z
  .object({
    agents: names,
    apps: names,
    connectors: names,
    triggers: names,
    templates: names,
    env_required: names,
    env_optional: names,
  })
  .partial()
  .transform((value): Owned => ({ ...emptyOwned(), ...value }));

const entrySchema = z.object({
  item_id: z.string().min(1),
  kind: z.enum(MARKETPLACE_KINDS),
  version: z.string().min(1),
  installed_at: z.string(),
  installed_by: z.string(),
  files: z.array(z.string()),
  owned: ownedSchema,
});

export type LockEntry = z.infer<typeof entrySchema>;
export type Lock = Record<string, LockEntry>;

/** The installs a lock file records; unreadable files and entries are skipped (never throws). */
export function readLock(text: string | undefined): Lock {
  if (typeof text !== 'string' || text === '') return {};
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return {};
  }
  const items = (raw as { items?: unknown } | null)?.items;
  if (typeof items !== 'object' || items === null || Array.isArray(items)) return {};
  const lock: Lock = {};
  for (const [name, value] of Object.entries(items)) {
    const entry = entrySchema.safeParse(value);
    if (entry.success) lock[name] = entry.data;
  }
  return lock;
}

/** The lock file's text, names sorted so a commit's diff shows only what changed; null when nothing is installed. */
export function writeLock(lock: Lock): string | null {
  const names = Object.keys(lock).sort();
  if (names.length === 0) return null;
  const items = Object.fromEntries(names.map((name) => [name, lock[name]]));
  return `${JSON.stringify({ version: 1, items }, null, 2)}\n`;
}
