import type { ListPage, SessionSummary } from '@/lib/contract/types';
import type { MessageWithParts, SessionStatus } from '@/lib/contract/wire';

/** The session page's first screen, read on the server (lib/bff/session-prefetch.ts). */
export interface SessionPrefetch {
  info: SessionSummary;
  status: SessionStatus;
  page: ListPage<MessageWithParts>;
  /** Epoch ms when the data was read. */
  at: number;
}
