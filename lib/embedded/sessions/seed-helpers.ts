import 'server-only';
import type { SessionVisibility } from '@/lib/contract/types';
import type { SessionInfo, SessionLifecycle } from '@/lib/contract/wire';
import { prop } from '@/lib/sdk/util';
import type { Store } from '../store';
import type { SessionBuilder } from './builders';
import { addSession } from './store-sessions';
import type { SessionRecord } from './types';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export interface SeedMeta {
  projectId: string;
  title: string;
  ownerId: string;
  /** The manifest agent the session belongs to (never a runtime name such as `build` or `general`). */
  agent: string;
  visibility?: SessionVisibility;
  lifecycle?: SessionLifecycle;
  runtimeState?: string;
  parentID?: string;
}

/** Line counts of every edit in a built session (the runtime's `summary`). */
function editSummary(b: SessionBuilder): { additions: number; deletions: number; files: number } {
  const files = new Set<string>();
  let additions = 0;
  let deletions = 0;
  for (const message of b.messages) {
    for (const part of message.parts) {
      if (part.type !== 'tool') continue;
      const filediff = prop(prop(prop(part, 'state'), 'metadata'), 'filediff');
      if (!filediff) continue;
      files.add(String(prop(filediff, 'file')));
      additions += Number(prop(filediff, 'additions')) || 0;
      deletions += Number(prop(filediff, 'deletions')) || 0;
    }
  }
  return { additions, deletions, files: files.size };
}

export function slugOf(title: string): string {
  return title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 48);
}

/** Stores a built session; its times span its messages. */
export function storeBuilt(store: Store, b: SessionBuilder, meta: SeedMeta): SessionRecord {
  const first = b.messages[0]?.info.time.created ?? b.t;
  const info: SessionInfo = {
    id: b.sessionID,
    title: meta.title,
    slug: slugOf(meta.title),
    directory: b.defaults.cwd,
    version: '1.18.2',
    time: { created: first - 1_000, updated: b.t },
    summary: editSummary(b),
  };
  if (meta.parentID) info.parentID = meta.parentID;
  return addSession(store, {
    projectId: meta.projectId,
    info,
    ownerId: meta.ownerId,
    agent: meta.agent,
    visibility: meta.visibility,
    lifecycle: meta.lifecycle,
    runtimeState: meta.runtimeState ?? 'stopped',
    messages: b.messages,
  });
}
