export type TriggerType = 'cron' | 'webhook' | 'monitor';

export interface SessionAccess {
  mode: 'private' | 'members' | 'project';
  memberIds: string[];
  groupIds: string[];
}

/** A trigger as the platform serves it: the manifest entry, plus account-local runtime state. */
export interface Trigger {
  id: string;
  slug: string;
  name: string;
  type: TriggerType;
  agent: string | null;
  prompt_template: string;
  cron: string | null;
  run_at: string | null;
  timezone: string | null;
  secret_env: string | null;
  enabled: boolean;
  session_access: SessionAccess;
  /** Every trigger of the project is paused (`setActivation`). */
  paused: boolean;
  /** Webhook triggers: where to POST events (HMAC-SHA256 of the body with the secret named by secret_env). */
  webhook_url: string | null;
  last_fired_at: string | null;
  last_session_id: string | null;
}

/** A write that changed the manifest answers with the commit it made; `commit: null` for runtime-only changes. */
export interface TriggerWrite {
  trigger: Trigger;
  commit: string | null;
}
