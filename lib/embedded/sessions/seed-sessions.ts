// Every seeded session, generated in code relative to the platform's clock at creation.
import 'server-only';
import type { Store } from '../store';
import { ansi, MODELS, SessionBuilder } from './builders';
import { HUGE_SESSION_ID, HUGE_SESSION_TURNS, LONG_SESSION_ID, LONG_SESSION_TURNS, LONG_TURN_SPACING_MS } from './long-session';
import { LIVE_SESSION_ID, liveSource } from './running-session';
import { seedApprovalSessions } from './seed-approvals';
import { seedCheckoutSession } from './seed-checkout';
import { seedFailureSessions } from './seed-failures';
import { DAY, HOUR, MINUTE, storeBuilt } from './seed-helpers';
import { seedSearchSession } from './seed-search';
import { seedTaskSessions } from './seed-tasks';
import { longSessionSource } from './long-session-pages';
import { addSession } from './store-sessions';

export function seedSessions(store: Store, now: number): void {
  seedCheckoutSession(store, now);
  seedSearchSession(store, now);
  seedTaskSessions(store, now);
  seedFailureSessions(store, now);
  seedPrivateAndInventory(store, now);
  seedOtherProjects(store, now);
  seedApprovalSessions(store, now);

  const longStart = now - 2 * HOUR - LONG_SESSION_TURNS * LONG_TURN_SPACING_MS;
  addSession(store, {
    projectId: 'proj_storefront',
    info: {
      id: LONG_SESSION_ID,
      title: 'Monorepo refactor, one module at a time (2,000 turns)',
      slug: 'monorepo-refactor',
      directory: '/workspace/storefront',
      version: '1.18.2',
      time: { created: longStart - 1_000, updated: longStart + LONG_SESSION_TURNS * LONG_TURN_SPACING_MS - 60_000 },
    },
    ownerId: 'usr_demo',
    agent: 'checkout',
    runtimeState: 'stopped',
    source: longSessionSource(longStart, LONG_SESSION_ID, LONG_SESSION_TURNS),
  });

  // In Pipelines, so the Storefront list never builds it; its 10,000 turns end a day ago.
  const hugeStart = now - DAY - HUGE_SESSION_TURNS * LONG_TURN_SPACING_MS;
  addSession(store, {
    projectId: 'proj_pipelines',
    info: {
      id: HUGE_SESSION_ID,
      title: 'Pipeline framework migration (10,000 turns)',
      slug: 'pipeline-migration',
      directory: '/workspace/pipelines',
      version: '1.18.2',
      time: { created: hugeStart - 1_000, updated: hugeStart + HUGE_SESSION_TURNS * LONG_TURN_SPACING_MS },
    },
    ownerId: 'usr_demo',
    agent: 'etl-fixer',
    runtimeState: 'stopped',
    source: longSessionSource(hugeStart, HUGE_SESSION_ID, HUGE_SESSION_TURNS),
  });

  addSession(store, {
    projectId: 'proj_storefront',
    info: { id: LIVE_SESSION_ID, title: 'Live: keep the cart green', slug: 'live-cart', directory: '/workspace/storefront', version: '1.18.2', time: { created: now - 15_000, updated: now } },
    ownerId: 'usr_demo',
    agent: 'checkout',
    runtimeState: 'running',
    source: liveSource(now),
  });
}

function seedPrivateAndInventory(store: Store, now: number): void {
  const notes = new SessionBuilder('ses_manager_notes', now - 8 * MINUTE);
  notes.user('Draft the Q3 hiring plan for the storefront team (keep this private).');
  notes.assistant((a) => {
    a.stepStart();
    a.text('Draft: two frontend engineers (checkout, search) and one SRE for the CDN migration. Budget notes are in the private HR folder.');
    a.stepFinish({ input: 1_200, output: 160 });
  });
  storeBuilt(store, notes, { projectId: 'proj_storefront', title: 'Q3 hiring plan (private)', ownerId: 'usr_demo', agent: 'checkout', visibility: 'private' });

  const evicted = new SessionBuilder('ses_nightly_seo', now - 4 * DAY);
  evicted.user('Regenerate the sitemap and check for broken canonical links.');
  evicted.assistant((a) => {
    a.stepStart();
    a.bash('npm run sitemap', `${ansi.green('✔')} sitemap.xml: 4,102 URLs\n${ansi.yellow('⚠')} 3 canonical links point to 404 pages`, { description: 'Regenerate the sitemap' });
    a.text('Sitemap regenerated; 3 canonical links point to removed products.');
    a.stepFinish({ input: 2_000, output: 140 });
  });
  storeBuilt(store, evicted, { projectId: 'proj_storefront', title: 'Nightly SEO check', ownerId: 'usr_demo', agent: 'catalog', lifecycle: 'unavailable', runtimeState: 'sandbox_evicted' });

  const warm = new SessionBuilder('ses_warm_standby', now - 12 * MINUTE);
  storeBuilt(store, warm, { projectId: 'proj_storefront', title: 'Pre-warmed session (checkout agent)', ownerId: 'usr_demo', agent: 'checkout', lifecycle: 'warm', runtimeState: 'warm_pool' });

  const spike = new SessionBuilder('ses_deleted_spike', now - 2 * DAY, { agent: 'build', model: MODELS.gpt5mini, cwd: '/workspace/storefront' });
  spike.user('Spike: could we render product pages at the edge?');
  spike.assistant((a) => {
    a.stepStart();
    a.text('Possible, but the catalog API is not reachable from the edge runtime without a proxy.');
    a.stepFinish({ input: 1_500, output: 90 });
  });
  storeBuilt(store, spike, { projectId: 'proj_storefront', title: 'Spike: edge rendering', ownerId: 'usr_member', agent: 'checkout', lifecycle: 'deleted', runtimeState: 'deleted' });
}

function seedOtherProjects(store: Store, now: number): void {
  const triage = new SessionBuilder('ses_support_triage', now - 40 * MINUTE, { agent: 'triage', model: MODELS.haiku, cwd: '/workspace/support' });
  triage.user('Triage the 14 tickets that arrived overnight.');
  triage.assistant((a) => {
    a.stepStart();
    a.tool('helpdesk_list_tickets', { status: 'completed', input: { status: 'new', since: '12h' }, output: JSON.stringify({ count: 14, tickets: [{ id: 9121, subject: 'Refund not received' }] }), title: '14 new tickets' });
    a.text('14 tickets triaged: 6 refunds, 5 shipping, 3 account access. Two refunds are urgent (over 14 days).');
    a.stepFinish({ input: 5_200, output: 300 });
  }, { agent: 'triage' });
  storeBuilt(store, triage, { projectId: 'proj_support', title: 'Overnight ticket triage', ownerId: 'usr_demo', agent: 'triage' });

  const macro = new SessionBuilder('ses_support_macro', now - 3 * DAY, { agent: 'build', model: MODELS.haiku, cwd: '/workspace/support' });
  macro.user('Write a reply macro for delayed shipments.');
  macro.assistant((a) => {
    a.stepStart();
    a.write('macros/delayed-shipment.md', 'Hi {{name}},\n\nYour order {{order}} is delayed by the carrier. New estimate: {{eta}}.\n');
    a.stepFinish({ input: 900, output: 120 });
  });
  storeBuilt(store, macro, { projectId: 'proj_support', title: 'Delayed-shipment macro', ownerId: 'usr_demo', agent: 'answer', lifecycle: 'unavailable', runtimeState: 'sandbox_evicted' });

  const schema = new SessionBuilder('ses_pipelines_schema', now - 7 * HOUR, { agent: 'build', model: MODELS.sonnet, cwd: '/workspace/pipelines' });
  schema.user('The orders ETL fails since the upstream renamed `total` to `total_cents`. Repair it.');
  schema.assistant((a) => {
    a.stepStart();
    a.bash('python -m etl.orders --date 2026-01-14', `${ansi.red('KeyError')}: 'total'\n  File "etl/orders.py", line 42, in transform`, { exit: 1, description: 'Reproduce the failure' });
    a.edit('etl/orders.py', 'def transform(row):\n    return {"id": row["id"], "total": row["total"] / 100}\n', 'def transform(row):\n    cents = row.get("total_cents", row.get("total"))\n    return {"id": row["id"], "total": cents / 100}\n');
    a.bash('python -m etl.orders --date 2026-01-14', `${ansi.green('OK')} 18,204 rows loaded`, { description: 'Run the job again' });
    a.text('Fixed: the transform reads `total_cents` and falls back to `total` for older partitions.');
    a.stepFinish({ input: 6_000, output: 410 });
  });
  storeBuilt(store, schema, { projectId: 'proj_pipelines', title: 'Repair the orders ETL after a schema change', ownerId: 'usr_demo', agent: 'etl-fixer' });
}
