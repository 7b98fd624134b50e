import 'server-only';
import type { AuditEvent } from '@/lib/contract/types-audit';

/** The served event (lib/contract/types-audit.ts) and the account it belongs to. */
export interface AuditEventRecord extends AuditEvent {
  account_id: string;
}
