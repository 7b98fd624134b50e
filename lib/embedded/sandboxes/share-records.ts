// What the store keeps of a sandbox port share (Store.sandboxShares).
import 'server-only';

export interface SandboxShareRecord {
  token: string;
  /** sha256 of the link's key: the key itself is shown once, at creation. */
  key_hash: string;
  sandbox_id: string;
  project_id: string;
  session_id: string;
  port: number;
  label: string | null;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
}
