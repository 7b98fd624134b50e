// Sessions that went wrong: gateway retries that recovered, an interrupted run, and a provider auth error.
import 'server-only';
import type { GatewayRetryEnvelope } from '@/lib/sdk/retry';
import type { Store } from '../store';
import { ansi, MODELS, SessionBuilder } from './builders';
import { HOUR, MINUTE, storeBuilt } from './seed-helpers';

export function gatewayEnvelope(requestId: string): { gateway: GatewayRetryEnvelope } {
  return {
    gateway: {
      code: 'all_candidates_failed',
      message: 'Every model in the fallback chain failed; the last provider answered 529 (overloaded).',
      requestId,
      finalProvider: 'anthropic',
      upstreamStatus: 529,
      suggestion: 'Wait a minute, or add another model to the fallback chain in gateway routing.',
      candidates: [
        { attempt: 1, provider: 'anthropic', routeModel: 'default', resolvedModel: 'claude-sonnet-4-5', stage: 'upstream', status: 529, code: 'overloaded', message: 'Overloaded' },
        { attempt: 2, provider: 'openai', routeModel: 'fallback', resolvedModel: 'gpt-5', stage: 'upstream', status: 429, code: 'rate_limited', message: 'Rate limit reached for requests' },
      ],
    },
  };
}

export function seedFailureSessions(store: Store, now: number): void {
  const retry = new SessionBuilder('ses_gateway_retry', now - 5 * HOUR);
  retry.user('Generate product descriptions for the 12 new autumn SKUs.');
  retry.assistant((a) => {
    a.stepStart();
    a.retry(1, { name: 'APIError', data: { message: `Gateway error: ${JSON.stringify(gatewayEnvelope('req_gw_7Q2K1'))}` } });
    a.retry(2, { name: 'APIError', data: { message: JSON.stringify(gatewayEnvelope('req_gw_7Q2K9')) } });
    a.retry(3, { name: 'APIError', data: { message: 'Provider is overloaded, retrying shortly' } });
    a.text('Here are the 12 descriptions, 40–60 words each, in the catalog tone guide style:\n\n1. **Harvest Wool Scarf** — …');
    a.stepFinish({ input: 2_400, output: 1_900 });
  });
  storeBuilt(store, retry, { projectId: 'proj_storefront', title: 'Product descriptions for autumn SKUs', ownerId: 'usr_demo', agent: 'catalog' });

  const aborted = new SessionBuilder('ses_aborted_migration', now - 26 * HOUR, { agent: 'build', model: MODELS.gpt5, cwd: '/workspace/storefront' });
  aborted.user('Migrate the catalog images to the new CDN bucket.');
  aborted.assistant(
    (a) => {
      a.stepStart();
      a.bash('npm run images:migrate -- --dry-run', `${ansi.yellow('warn')} 4,812 images to copy (2.1 GB)\n${ansi.dim('dry run: nothing copied')}`, { description: 'Dry run of the image migration' });
      a.tool('bash', { status: 'error', input: { command: 'npm run images:migrate', description: 'Copy the images' }, error: 'Tool execution aborted' }, 42_000);
    },
    { finish: null, error: { name: 'MessageAbortedError', data: { message: 'The operation was aborted.' } } },
  );
  aborted.user('Stop — do it tonight instead, outside shop hours.', { gapMs: 10_000 });
  aborted.assistant((a) => {
    a.stepStart();
    a.text('Stopped. Nothing was copied beyond the dry run. I scheduled nothing; run `npm run images:migrate` tonight.');
    a.stepFinish({ input: 3_000, output: 70 });
  });
  storeBuilt(store, aborted, { projectId: 'proj_storefront', title: 'Migrate catalog images to the new CDN', ownerId: 'usr_member', agent: 'catalog' });

  const auth = new SessionBuilder('ses_provider_auth', now - 20 * MINUTE, { agent: 'build', model: MODELS.gemini, cwd: '/workspace/storefront' });
  auth.user('Translate the checkout strings into Italian.');
  auth.assistant((a) => a.stepStart(), {
    finish: null,
    error: {
      name: 'ProviderAuthError',
      data: { providerID: 'google', message: 'API key not valid. Please pass a valid API key. (project secret GEMINI_API_KEY)' },
    },
  });
  storeBuilt(store, auth, { projectId: 'proj_storefront', title: 'Translate checkout strings to Italian', ownerId: 'usr_demo', agent: 'checkout' });
}
