// "Write the 3.2 release notes": a parent whose task tools started child sessions: one finished (with its own child),
// one failed with a provider error. Children carry parentID, so the list nests them.
import 'server-only';
import type { Store } from '../store';
import { MODELS, SessionBuilder } from './builders';
import { MINUTE, storeBuilt } from './seed-helpers';

const PARENT = 'ses_release_notes';
const CHANGELOG = 'ses_release_notes_changelog';
const LINKS = 'ses_release_notes_links';
const SCREENS = 'ses_release_notes_screens';

export function seedTaskSessions(store: Store, now: number): void {
  const start = now - 95 * MINUTE;
  const parent = new SessionBuilder(PARENT, start, { agent: 'build', model: MODELS.sonnet, cwd: '/workspace/storefront' });
  parent.user('Write the release notes for storefront 3.2: collect the changelog and refresh the screenshots.');
  parent.assistant((a) => {
    a.stepStart();
    a.text('I will delegate the changelog and the screenshots to sub-agents and merge their results.');
    a.task('Collect the 3.2 changelog', 'List every merged PR since v3.1.0 grouped by area, with links.', 'general', CHANGELOG, {
      result: '23 PRs since v3.1.0: checkout (7), search (6), catalog (5), infra (5). Links verified.',
    });
    a.task('Refresh the release screenshots', 'Take new screenshots of checkout and search at 1280×800.', 'browser', SCREENS, {
      error: 'Child session failed: ProviderAuthError: the browser agent has no valid credentials for its model provider.',
    });
    a.stepFinish({ input: 9_800, output: 700, cacheRead: 4_000 }, 'tool-calls');
    a.stepStart();
    a.text('## Storefront 3.2\n\n- **Checkout**: tax is rounded per line, matching invoices.\n- **Search**: better ranking and highlighted matches.\n\nScreenshots could not be refreshed: the browser agent failed (see its session).');
    a.stepFinish({ input: 10_400, output: 320, cacheRead: 9_000 });
  });

  const changelog = new SessionBuilder(CHANGELOG, start + 60_000, { agent: 'general', model: MODELS.haiku, cwd: '/workspace/storefront' });
  changelog.user('List every merged PR since v3.1.0 grouped by area, with links.', { gapMs: 0, agent: 'general' });
  changelog.assistant((a) => {
    a.stepStart();
    a.bash('git log --oneline v3.1.0..HEAD --merges | wc -l', '23', { description: 'Count merged PRs' });
    a.task('Check the PR links', 'Open every PR link in the draft changelog and report broken ones.', 'general', LINKS, { result: 'All 23 links resolve.' });
    a.text('23 PRs since v3.1.0: checkout (7), search (6), catalog (5), infra (5). Links verified.');
    a.stepFinish({ input: 3_100, output: 420 });
  });

  const links = new SessionBuilder(LINKS, start + 120_000, { agent: 'general', model: MODELS.haiku, cwd: '/workspace/storefront' });
  links.user('Open every PR link in the draft changelog and report broken ones.', { gapMs: 0, agent: 'general' });
  links.assistant((a) => {
    a.stepStart();
    a.tool('webfetch', { status: 'completed', input: { url: 'https://git.example.com/acme/storefront/pull/812', format: 'markdown' }, output: '# Round tax per line (#812)\n\nMerged.', title: 'pull/812' });
    a.text('All 23 links resolve.');
    a.stepFinish({ input: 1_900, output: 90 });
  });

  const screens = new SessionBuilder(SCREENS, start + 90_000, { agent: 'browser', model: MODELS.gpt5, cwd: '/workspace/storefront' });
  screens.user('Take new screenshots of checkout and search at 1280×800.', { gapMs: 0, agent: 'browser' });
  screens.assistant(
    (a) => {
      a.stepStart();
    },
    {
      agent: 'browser',
      finish: null,
      error: { name: 'ProviderAuthError', data: { providerID: 'openai', message: 'Incorrect API key provided for the browser agent. Update the project secret OPENAI_API_KEY.' } },
    },
  );

  // The task's subagents (`general`, `browser`) are runtime agents: the child sessions belong to the parent's manifest agent.
  const meta = { projectId: 'proj_storefront', ownerId: 'usr_demo', agent: 'checkout' } as const;
  storeBuilt(store, parent, { ...meta, title: 'Write the 3.2 release notes' });
  storeBuilt(store, changelog, { ...meta, title: 'Collect the 3.2 changelog (@general subagent)', parentID: PARENT });
  storeBuilt(store, links, { ...meta, title: 'Check the PR links (@general subagent)', parentID: CHANGELOG });
  storeBuilt(store, screens, { ...meta, title: 'Refresh the release screenshots (@browser subagent)', parentID: PARENT });
}
