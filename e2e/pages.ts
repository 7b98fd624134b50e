// Every page of the console, once: e2e/pages.spec.ts gives each the shared checks (status code, title, a heading,
// nothing scrolling sideways at 390 px, no serious axe violation in light and dark, no CSP violation). A new page is
// one line here (docs/TESTING.md). Pages are opened as `user` (null: signed out) and must not be changed by any test:
// the checks may run before or after any other spec on the same server.

export const DEMO = 'demo@example.com';
export const MEMBER = 'member@example.com';

export interface ConsolePage {
  path: string;
  /** The whole document title. */
  title: string;
  /** Who opens it: a demo user's email, or null for signed out. Default: the demo owner. */
  user?: string | null;
  /** The answer's status code. Default: 200. */
  status?: number;
  /** A selector the page shows once its data has settled (a list's first row): the checks wait for it. */
  ready?: string;
}

const project = '/projects/proj_storefront';
const suffix = 'Storefront · Platform Console';

export const PAGES: readonly ConsolePage[] = [
  { path: '/sign-in', title: 'Sign in · Platform Console', user: null },
  { path: '/sign-up', title: 'Create an account · Platform Console', user: null },
  { path: '/reset-password', title: 'Reset your password · Platform Console', user: null },
  { path: '/dev/mail', title: 'Mail outbox (embedded platform) · Platform Console', user: null },
  { path: '/projects', title: 'Projects · Platform Console' },
  { path: project, title: 'Overview · Platform Console' },
  { path: `${project}/sessions`, title: `Sessions · ${suffix}` },
  { path: `${project}/sessions/ses_checkout_tax`, title: `Fix tax rounding in checkout · ${suffix}`, ready: '[role="feed"][data-ready="true"]' },
  { path: `${project}/manifest`, title: `Manifest · ${suffix}` },
  { path: `${project}/code`, title: `Code · ${suffix}`, ready: '[data-commit-diff]' },
  { path: `${project}/code?tab=files&path=README.md`, title: `Code · ${suffix}`, ready: '[aria-label="Content of README.md"]' },
  { path: `${project}/approvals`, title: `Approvals · ${suffix}` },
  { path: `${project}/triggers`, title: `Triggers · ${suffix}` },
  { path: `${project}/connectors`, title: `Connectors · ${suffix}` },
  { path: `${project}/connectors/tools`, title: `Tools · ${suffix}` },
  { path: `${project}/connectors/policies`, title: `Tool policies · ${suffix}` },
  { path: `${project}/connectors/setup-links`, title: `Setup links · ${suffix}` },
  { path: `${project}/secrets`, title: `Secrets · ${suffix}` },
  { path: `${project}/marketplace`, title: `Marketplace · ${suffix}`, ready: '[data-catalog-ready]' },
  { path: `${project}/marketplace?tab=installed`, title: `Marketplace · ${suffix}`, user: MEMBER },
  { path: `${project}/sandboxes`, title: `Sandboxes · ${suffix}`, ready: '[data-template]' },
  { path: `${project}/sandboxes`, title: `Sandboxes · ${suffix}`, user: MEMBER, ready: '[data-template]' },
  { path: `${project}/access`, title: `Access · ${suffix}` },
  { path: `${project}/settings`, title: `Project settings · ${suffix}` },
  { path: `${project}/gateway`, title: `Gateway · ${suffix}` },
  { path: `${project}/gateway?range=7d`, title: `Gateway · ${suffix}` },
  { path: `${project}/gateway/breakdown`, title: `Gateway breakdown · ${suffix}` },
  { path: `${project}/gateway/logs`, title: `Gateway logs · ${suffix}` },
  { path: `${project}/gateway/errors`, title: `Gateway errors · ${suffix}` },
  { path: `${project}/gateway/budgets`, title: `Gateway budgets · ${suffix}` },
  { path: `${project}/gateway/keys`, title: `Gateway keys · ${suffix}`, ready: '[role="row"][data-gateway-key]' },
  { path: `${project}/gateway/routing`, title: `Gateway routing · ${suffix}`, ready: '[data-route="text"]' },
  { path: `${project}/gateway/playground`, title: `Gateway playground · ${suffix}` },
  // A member sees the gateway's keys closed and its routing read-only.
  { path: `${project}/gateway/keys`, title: `Gateway keys · ${suffix}`, user: MEMBER, ready: '[data-forbidden]' },
  { path: `${project}/gateway/routing`, title: `Gateway routing · ${suffix}`, user: MEMBER },
  { path: `${project}/gateway/playground`, title: `Gateway playground · ${suffix}`, user: MEMBER },
  { path: `${project}/models`, title: `Models · ${suffix}`, ready: '[data-agent]' },
  { path: `${project}/models`, title: `Models · ${suffix}`, user: MEMBER, ready: '[data-agent]' },
  { path: `${project}/channels`, title: `Channels · ${suffix}`, ready: '[data-channel="chat"]' },
  { path: `${project}/channels`, title: `Channels · ${suffix}`, user: MEMBER, ready: '[data-read-only]' },
  { path: '/accounts/acc_demo/settings', title: 'Account settings · Acme · Platform Console' },
  // The access page opens on its assignments tab.
  { path: '/accounts/acc_demo/access', title: 'Account access · Acme · Platform Console' },
  { path: '/accounts/acc_demo/access?tab=members', title: 'Account access · Acme · Platform Console' },
  { path: '/accounts/acc_demo/audit', title: 'Audit log · Acme · Platform Console' },
  { path: '/accounts/acc_demo/billing', title: 'Billing · Acme · Platform Console' },
  { path: '/accounts/acc_demo/billing/sessions', title: 'Session costs · Acme · Platform Console' },
  { path: '/settings/tokens', title: 'Personal API keys · Platform Console' },
  { path: '/settings/profile', title: 'Profile · Platform Console' },
  // An invite's page (the seeded invite to new-hire@example.com, which no test answers): signed out, and signed in.
  { path: '/invites/inv_seed_newhire', title: 'Invitation · Platform Console', user: null },
  { path: '/invites/inv_seed_newhire', title: 'Invitation · Platform Console' },
  { path: '/invites/inv_no_such_invite', title: 'Not found · Platform Console', user: null, status: 404 },
  // The error pages are pages too.
  { path: '/no/such/page', title: 'Not found · Platform Console', status: 404 },
  // The project 403 offers a request for access, on a section and on the overview (the project layout's own segment).
  { path: '/projects/proj_support/sessions', title: 'No access · Platform Console', user: MEMBER, status: 403, ready: '[data-request-access]' },
  { path: '/projects/proj_support', title: 'No access · Platform Console', user: MEMBER, status: 403, ready: '[data-request-access]' },
  // A member meets the one forbidden state: what is missing, who can grant it, a request for access.
  { path: `${project}/secrets`, title: `Secrets · ${suffix}`, user: MEMBER, ready: '[data-request-access]' },
  { path: `${project}/connectors/setup-links`, title: `Setup links · ${suffix}`, user: MEMBER, ready: '[data-request-access]' },
  { path: `${project}/gateway`, title: `Gateway · ${suffix}`, user: MEMBER, ready: '[data-request-access]' },
  { path: `${project}/settings`, title: `Project settings · ${suffix}`, user: MEMBER, ready: '[data-project-keys]' },
];
