import 'server-only';
import type { CredentialMode, ProjectToolPolicy, SetupLinkKind } from '@/lib/contract/types-connectors';
import type { SealedValue } from '../crypto';

/**
 * A connector's platform-side record: every field of a connector added through the API, and the settings
 * (name, sensitive, strategy, credential mode) set on a manifest-declared one.
 */
export interface ConnectorRecord {
  project_id: string;
  slug: string;
  source: 'manifest' | 'api';
  name?: string;
  provider?: string;
  app?: string;
  /** The manifest-shaped connector object of a custom connector (checked by the manifest connector schema). */
  definition?: Record<string, unknown>;
  sensitive?: boolean;
  authorization_strategy?: 'project' | 'user';
  credential_mode?: CredentialMode;
  created_at: string;
  created_by: string | null;
  synced_at: string | null;
}

/** A stored credential: sealed with the platform's credential key (lib/embedded/connectors/credential-key.ts). */
export interface CredentialRecord {
  kind: 'api_key' | 'oauth';
  sealed: SealedValue;
  updated_at: string;
  updated_by: string | null;
}

export interface AttachmentRecord {
  project_id: string;
  name: string;
  content_type: string;
  size: number;
  /** A digest of the bytes: the embedded platform keeps no attachment content. */
  sha256: string;
  expires_at: number;
}

export interface SetupLinkRecord {
  id: string;
  project_id: string;
  kind: SetupLinkKind;
  name: string;
  note: string;
  /** SHA-256 of the link's token: the token itself is shown once and never kept. */
  token_hash: string;
  created_at: string;
  created_by: string | null;
  expires_at: string;
  used_at: string | null;
  revoked_at: string | null;
}

export interface ManagedConnectRecord {
  project_id: string;
  app: string;
  slug: string;
  name?: string;
  user_id: string;
  expires_at: number;
}

export type { ProjectToolPolicy };
