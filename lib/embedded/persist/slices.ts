// What of the embedded platform's state survives a restart (docs/ARCHITECTURE.md, "Durable demo data").
// A new area adds its slice here, or lists its Store field in NOT_PERSISTED with the reason.
import 'server-only';
import type { Store } from '../store';
import { countersSlice, listSlice, mapSlice, setSlice, type PersistedSlice } from './slice';
import { reposSlice } from './repos-slice';
import { sessionsSlice } from './sessions-slice';

export const PERSISTED_SLICES: readonly PersistedSlice[] = [
  mapSlice('users'),
  mapSlice('accounts'),
  listSlice('memberships'),
  mapSlice('projects'),
  mapSlice('assignments'),
  mapSlice('serviceAccounts'),
  mapSlice('groups'),
  mapSlice('customRoles'),
  mapSlice('invites'),
  mapSlice('accessRequests'),
  mapSlice('apiTokens'),
  countersSlice,
  reposSlice,
  listSlice('auditEvents', { appendOnly: true }),
  mapSlice('auditWebhooks'),
  mapSlice('secrets'),
  mapSlice('personalSecrets'),
  mapSlice('gitCredentials'),
  mapSlice('triggerState'),
  mapSlice('provisions'),
  setSlice('triggersPaused'),
  setSlice('revokedConnections'),
  mapSlice('toolPolicies'),
  mapSlice('connectors'),
  mapSlice('connectorCredentials'),
  mapSlice('projectToolPolicies'),
  mapSlice('setupLinks'),
  mapSlice('gatewayKeys'),
  mapSlice('gatewayBudgets'),
  mapSlice('gatewayRouting'),
  mapSlice('billing'),
  mapSlice('checkouts'),
  mapSlice('marketplaceSources'),
  mapSlice('branding'),
  mapSlice('modelDefaults'),
  mapSlice('channels'),
  mapSlice('gitHostInstallations'),
  mapSlice('gitHostRepos'),
  mapSlice('sandboxProviders'),
  mapSlice('sandboxJobs'),
  mapSlice('sandboxShares'),
  sessionsSlice,
];

/** Store fields that are deliberately not saved, and why. */
export const NOT_PERSISTED: Partial<Record<keyof Store, string>> = {
  accessVersion: 'a cache version; bumped after loading',
  authSessions: 'sign-ins end with the process (the token signing key is per process)',
  refreshIndex: 'follows authSessions',
  otps: 'short-lived codes',
  oauthCodes: 'short-lived codes',
  consents: 'short-lived sign-in requests',
  portalSessions: 'short-lived demo-provider portal links',
  outbox: 'the dev mail outbox holds short-lived codes',
  rateLimits: 'one-minute windows',
  attachments: 'opaque handles live an hour; their bytes are never kept',
  managedConnects: 'demo OAuth consents waiting for an answer live ten minutes',
  gatewaySeededAt: 'anchors the generated gateway traffic to the start time; the traffic is derived, never stored',
  chatFiles: 'files of the demo chat workspace are demo uploads (at most 1 MB each); the workspace forgets them on restart',
};
