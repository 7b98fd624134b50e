// "Improve catalog search relevance" (a member's private session): web searches (one failing with success: false),
// edits in Go, CSS and Markdown, a question with answers, image and PDF attachments, an agent mention, a subtask,
// a shell-mode turn with a synthetic prompt, an unknown part type, an unknown tool and an automatic compaction.
import 'server-only';
import type { Store } from '../store';
import { ansi, MODELS, SessionBuilder } from './builders';
import { MINUTE, storeBuilt } from './seed-helpers';

export const SCREENSHOT_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAADAAAAAgCAIAAADbtmxLAAAAVUlEQVR42mNQTX49qBDDqINGHTTsHPTj159BhUYdNLQddEdNjSR0+upDStCog4ahg0Zz2aiDKHXQlMU7aIdGHTQiHDSay0Zyth910Ah10GguGwoOAgDxEHYPsr2JWgAAAABJRU5ErkJggg==';

const GO_BEFORE = `package search

// Score ranks a product for a query: title matches count twice as much as description matches.
func Score(p Product, terms []string) float64 {
	score := 0.0
	for _, t := range terms {
		if containsFold(p.Title, t) {
			score += 2
		}
		if containsFold(p.Description, t) {
			score += 1
		}
	}
	return score
}
`;

const GO_AFTER = `package search

import "math"

// Score ranks a product for a query. Title matches weigh most, category matches next; popular
// products get a small, logarithmic boost so that a best-seller beats an exact-title accessory.
func Score(p Product, terms []string) float64 {
	score := 0.0
	for _, t := range terms {
		if containsFold(p.Title, t) {
			score += 3
		}
		if containsFold(p.Category, t) {
			score += 2
		}
		if containsFold(p.Description, t) {
			score += 0.5
		}
	}
	return score + 0.25*math.Log1p(float64(p.WeeklySales))
}
`;

const CSS_BEFORE = `.search-result {
  display: flex;
  gap: 12px;
  padding: 8px;
}

.search-result__title {
  font-weight: 500;
}
`;

const CSS_AFTER = `.search-result {
  display: grid;
  grid-template-columns: 72px 1fr auto;
  gap: 12px;
  padding: 12px 8px;
  border-bottom: 1px solid var(--border);
}

.search-result__title {
  font-weight: 600;
}

.search-result__title mark {
  background: color-mix(in srgb, var(--accent) 25%, transparent);
  color: inherit;
}
`;

const MD_BEFORE = `# Search

Products are ranked by how often the query terms appear in the title and description.
`;

const MD_AFTER = `# Search

Products are ranked by a weighted score:

| Where the term matches | Weight |
|---|---|
| title | 3 |
| category | 2 |
| description | 0.5 |

Popular products get a small boost: \`0.25 × ln(1 + weekly sales)\`. Matched terms are
highlighted in results with \`<mark>\`.
`;

export function seedSearchSession(store: Store, now: number): void {
  const b = new SessionBuilder('ses_search_relevance', now - 55 * MINUTE, { agent: 'build', model: MODELS.gpt5, cwd: '/workspace/storefront' });

  b.user('Searching "red shoes" ranks socks above shoes. Screenshot attached, and the ranking spec is in the PDF. What do other shops do?', {
    extra: [
      { type: 'file', mime: 'image/png', filename: 'search-red-shoes.png', url: SCREENSHOT_PNG },
      { type: 'file', mime: 'application/pdf', filename: 'ranking-spec-v2.pdf', url: 'https://docs.example.com/storefront/ranking-spec-v2.pdf' },
    ],
  });
  b.assistant((a) => {
    a.stepStart();
    a.reasoning('**Reading the screenshot**\n\nSocks rank first because "red" matches their description many times. Title and category should weigh more.', 3_400);
    a.webSearch('ecommerce search ranking title category boost best practices', {
      success: true,
      answer: 'Most shops weight title and category matches above descriptions and add a popularity signal.',
      results: [
        { title: 'Relevance tuning for product search', url: 'https://search-guide.example.org/relevance', snippet: 'Boost fields by importance: title, then category, then body text…' },
        { title: 'Popularity as a ranking signal', url: 'https://blog.example.net/popularity-signal', snippet: 'Use a log of sales so best-sellers help without drowning exact matches.' },
        { title: 'Highlighting matched terms', url: 'https://ux.example.com/search-highlighting', snippet: 'Mark the matched words in results so users see why a product ranks.' },
      ],
    });
    a.webSearch('"red shoes" search ranking socks bug', { success: false, error: 'Search provider rate limit exceeded (429). Try again in 30 seconds.' });
    a.stepFinish({ input: 6_100, output: 540, reasoning: 310 }, 'tool-calls');
  }, { finish: 'tool-calls' });

  b.assistant((a) => {
    a.stepStart();
    a.edit('search/score.go', GO_BEFORE, GO_AFTER);
    a.edit('web/styles/search.css', CSS_BEFORE, CSS_AFTER);
    a.bash('go test ./search/...', `${ansi.green('ok')}  \tstorefront/search\t0.012s`, { exit: 0, description: 'Run the search package tests' });
    a.stepFinish({ input: 8_800, output: 1_020, cacheRead: 5_400 }, 'tool-calls');
    a.stepStart();
    a.text('Title matches now weigh 3, category 2 and description 0.5, plus a small popularity boost. "red shoes" now ranks the *Trail Runner (red)* first. Results also highlight the matched words.');
    a.stepFinish({ input: 9_300, output: 140, cacheRead: 8_000 });
  });

  b.user('@docs update the search docs with the new weights', {
    gapMs: 4 * MINUTE,
    extra: [{ type: 'agent', name: 'docs', source: { value: '@docs', start: 0, end: 5 } }],
  });
  b.assistant((a) => {
    a.stepStart();
    a.question(
      [
        {
          question: 'Where should the ranking weights be documented?',
          header: 'Docs location',
          options: [
            { label: 'docs/search.md', description: 'The developer docs next to the code' },
            { label: 'Help center', description: 'The public help article on search' },
          ],
        },
        {
          question: 'Which sections should mention highlighting?',
          header: 'Sections',
          multiple: true,
          options: [{ label: 'Ranking' }, { label: 'Results UI' }, { label: 'Changelog' }],
        },
      ],
      [['docs/search.md'], ['Ranking', 'Results UI']],
    );
    a.edit('docs/search.md', MD_BEFORE, MD_AFTER);
    a.stepFinish({ input: 4_200, output: 380 }, 'tool-calls');
    a.stepStart();
    a.text('Documented the weights in `docs/search.md`, with the highlighting note in the ranking section.');
    a.stepFinish({ input: 4_700, output: 60 });
  }, { agent: 'docs', model: MODELS.gpt5mini });

  b.user('/review the search change', {
    gapMs: 3 * MINUTE,
    extra: [{ type: 'subtask', description: 'Review the search ranking change', prompt: 'Review the diff of search/score.go for edge cases: empty queries, zero sales, unicode.', agent: 'review', command: 'review' }],
  });
  b.assistant((a) => {
    a.stepStart();
    a.tool('storefront_inventory_lookup', {
      status: 'completed',
      input: { sku: 'TR-RED-42', warehouse: 'eu-central' },
      output: JSON.stringify({ sku: 'TR-RED-42', available: 132, reserved: 4, restock_eta: null }),
      title: 'Inventory for TR-RED-42',
    });
    a.tool('quantum_flux_calibrate', { status: 'completed', input: { level: 3, dryRun: true }, output: 'calibrated: flux within 0.2% of target', title: 'Calibrate' });
    a.unknown('artifact-preview', { artifact: { kind: 'chart', title: 'Click-through before/after', points: [0.11, 0.19] } });
    a.text('Review: empty queries return every product with score 0 (fine, sorted by sales); zero sales give ln(1)=0; `containsFold` is unicode-aware. No blockers.');
    a.stepFinish({ input: 5_000, output: 260 });
  }, { agent: 'review' });

  b.user('!git status --short', { gapMs: 2 * MINUTE });
  const shell = b.messages[b.messages.length - 1];
  shell.parts.push(b.stamp(shell.info.id, { type: 'text', text: 'The following tool was executed by the user', synthetic: true }));
  b.assistant((a) => {
    a.bash('git status --short', ` ${ansi.red('M')} docs/search.md\n ${ansi.red('M')} search/score.go\n ${ansi.red('M')} web/styles/search.css`, { exit: 0, description: 'git status --short' });
  });

  b.user('Summarise where we are; the context is getting long.', { gapMs: 30 * 1000 });
  const compacting = b.messages[b.messages.length - 1];
  compacting.parts.push(b.stamp(compacting.info.id, { type: 'compaction', auto: true, overflow: true }));
  const summary = b.assistant((a) => {
    a.stepStart();
    a.text('**Summary so far.** Ranking weights changed (title 3, category 2, description 0.5, popularity boost), CSS highlights matches, docs updated, review found no blockers. Next: ship behind the `search_v2` flag.');
    a.stepFinish({ input: 22_000, output: 180 });
  });
  Object.assign(summary.info, { summary: true });

  storeBuilt(store, b, { projectId: 'proj_storefront', title: 'Improve catalog search relevance', ownerId: 'usr_member', agent: 'catalog', visibility: 'private' });
}
