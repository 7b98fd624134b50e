// Seeded sessions that wait on a tool permission (`p.approvals`): a deploy that asks before each shell command and
// before calling out to the network, and a member's migration that asks before it writes to the database.
import 'server-only';
import type { Store } from '../store';
import { MODELS, readOutputNew } from './builders';
import { gatedRunSource } from './gated-run';
import { MINUTE } from './seed-helpers';
import { addSession } from './store-sessions';

export const DEPLOY_SESSION_ID = 'ses_deploy_staging';
export const MIGRATION_SESSION_ID = 'ses_orders_backfill';

const ASKS = (tool: string) => `The agent's ${tool} permission is set to ask`;

export function seedApprovalSessions(store: Store, now: number): void {
  const deployStart = now - 3 * MINUTE;
  addSession(store, {
    projectId: 'proj_storefront',
    info: { id: DEPLOY_SESSION_ID, title: 'Ship the cart rounding fix to staging', slug: 'ship-cart-rounding', directory: '/workspace/storefront', version: '1.18.2', time: { created: deployStart - 1_000, updated: deployStart } },
    ownerId: 'usr_demo',
    agent: 'checkout',
    visibility: 'project',
    runtimeState: 'running',
    source: gatedRunSource({
      sessionID: DEPLOY_SESSION_ID,
      start: deployStart,
      prompt: 'The cart rounding fix is merged. Deploy it to staging, run the smoke tests and check the health endpoint.',
      agent: 'checkout',
      model: MODELS.sonnet,
      cwd: '/workspace/storefront',
      steps: [
        { tool: 'read', input: { filePath: '/workspace/storefront/package.json' }, title: 'package.json', output: readOutputNew('/workspace/storefront/package.json', '{\n  "scripts": { "deploy": "node scripts/deploy.mjs", "smoke": "playwright test smoke" }\n}') },
        { tool: 'bash', input: { command: 'npm run deploy -- --env staging', description: 'Deploy to staging' }, title: 'Deploy to staging', output: 'Uploading build 4f2c1a9… done\nstaging.storefront.example is serving 4f2c1a9', metadata: { exit: 0, description: 'Deploy to staging' }, gate: ASKS('bash'), runMs: 2_000 },
        { tool: 'bash', input: { command: 'npm run smoke -- --env staging', description: 'Smoke-test staging' }, title: 'Smoke-test staging', output: '✓ cart totals round half-even (1.2s)\n✓ checkout completes (3.4s)\n2 passed', metadata: { exit: 0, description: 'Smoke-test staging' }, gate: ASKS('bash'), runMs: 1_500 },
        { tool: 'webfetch', input: { url: 'https://staging.storefront.example/healthz', format: 'text' }, title: 'https://staging.storefront.example/healthz', output: 'ok: build 4f2c1a9, db up, cache up', gate: ASKS('webfetch') },
      ],
      answer: 'Build 4f2c1a9 is on staging, both smoke tests pass and the health endpoint reports ok.',
      deniedAnswer: (tool) => `You denied the ${tool} call, so I stopped before changing staging. Nothing was deployed.`,
    }),
  });

  const backfillStart = now - 25 * MINUTE;
  addSession(store, {
    projectId: 'proj_storefront',
    info: { id: MIGRATION_SESSION_ID, title: 'Backfill normalized SKUs', slug: 'backfill-normalized-skus', directory: '/workspace/storefront', version: '1.18.2', time: { created: backfillStart - 1_000, updated: backfillStart } },
    ownerId: 'usr_member',
    agent: 'catalog',
    visibility: 'project',
    runtimeState: 'running',
    source: gatedRunSource({
      sessionID: MIGRATION_SESSION_ID,
      start: backfillStart,
      prompt: 'Backfill the new sku_normalized column for every product.',
      agent: 'catalog',
      model: MODELS.haiku,
      cwd: '/workspace/storefront',
      steps: [
        { tool: 'bash', input: { command: 'npm run db:backfill -- --dry-run', description: 'Dry run of the backfill' }, title: 'Dry run of the backfill', output: '4,102 products would change; 0 conflicts', metadata: { exit: 0, description: 'Dry run of the backfill' } },
        { tool: 'bash', input: { command: 'npm run db:backfill', description: 'Backfill sku_normalized' }, title: 'Backfill sku_normalized', output: '4,102 products updated in 3.1s', metadata: { exit: 0, description: 'Backfill sku_normalized' }, gate: ASKS('bash'), runMs: 2_000 },
      ],
      answer: 'Every product now has sku_normalized (4,102 rows).',
      deniedAnswer: () => 'You denied the backfill; the database is unchanged. The dry run above shows what it would do.',
    }),
  });
}
