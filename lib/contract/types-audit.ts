/** One event of the account's audit stream (spec: "Audit event fields"); metadata holds scalars only, never secrets. */
export interface AuditEvent {
  id: string;
  /** ISO time of the event. */
  at: string;
  /** Dotted action, e.g. `iam.assignment.create`, `project.secret.create`, `auth.sign_in`. */
  action: string;
  resource?: { type: string; id: string };
  actor_type: 'user' | 'service_account' | 'anonymous' | 'system';
  actor_id: string | null;
  /** The client surface (`X-Platform-Client`: api, cli, mobile, web), `api` when absent. */
  source: string;
  outcome: 'success' | 'failure' | 'denied';
  project_id?: string;
  session_id?: string;
  request_id?: string;
  trace_id?: string;
  correlation_id?: string;
  metadata?: Record<string, string | number | boolean | null>;
}

export interface AuditWebhook {
  id: string;
  url: string;
  description: string;
  /** Actions delivered (prefix match, e.g. `iam.`); empty = every event. */
  actions: string[];
  active: boolean;
  created_at: string;
  /** The first characters of the signing secret; the secret itself is shown once, at creation. */
  secret_prefix: string;
}

export interface CreatedAuditWebhook extends AuditWebhook {
  signing_secret: string;
}
