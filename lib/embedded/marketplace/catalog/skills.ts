import 'server-only';
import { readmeFile, skillFile, type CatalogItem } from './types';

function skill(
  id: string,
  name: string,
  summary: string,
  steps: string[],
  extra: Partial<Pick<CatalogItem, 'featured' | 'tags' | 'marketplace_id' | 'publisher'>> & { fragment?: string; released_at?: string } = {},
): CatalogItem {
  return {
    id,
    name,
    kind: 'skill',
    summary,
    description: `${summary} Agents whose skills allowlist is "all" or names ${id} can use it.`,
    publisher: extra.publisher ?? 'Platform',
    marketplace_id: extra.marketplace_id ?? 'platform',
    tags: extra.tags ?? [],
    featured: extra.featured ?? false,
    versions: [
      {
        version: '1.0.0',
        released_at: extra.released_at ?? '2026-01-11T09:00:00.000Z',
        notes: 'First release.',
        fragment: extra.fragment ?? '',
        files: { ...skillFile(id, summary, steps), ...readmeFile(id, name, summary, `Add \`${id}\` to an agent’s \`skills\` list in platform.yaml, or give the agent \`skills: all\`.`) },
      },
    ],
  };
}

export const SKILL_ITEMS: CatalogItem[] = [
  {
    ...skill('changelog-writing', 'Changelog writing', 'Writes changelog entries people can act on.', ['Group entries by Added, Changed, Fixed, Removed.', 'Start each entry with what the reader notices.', 'Link the change request.'], { tags: ['writing', 'release'] }),
    versions: [
      {
        version: '0.9.0',
        released_at: '2026-01-05T09:00:00.000Z',
        notes: 'Preview release.',
        fragment: '',
        files: {
          ...skillFile('changelog-writing', 'Writes changelog entries', ['Group entries by Added, Changed, Fixed.', 'Link the change request.']),
          ...readmeFile('changelog-writing', 'Changelog writing', 'Writes changelog entries.', 'Add `changelog-writing` to an agent’s `skills` list.'),
        },
      },
      {
        version: '1.0.0',
        released_at: '2026-02-10T09:00:00.000Z',
        notes: 'Adds the Removed group and reader-first wording.',
        fragment: '',
        files: {
          ...skillFile('changelog-writing', 'Writes changelog entries people can act on', ['Group entries by Added, Changed, Fixed, Removed.', 'Start each entry with what the reader notices.', 'Link the change request.']),
          ...readmeFile('changelog-writing', 'Changelog writing', 'Writes changelog entries people can act on.', 'Add `changelog-writing` to an agent’s `skills` list in platform.yaml, or give the agent `skills: all`.'),
        },
      },
    ],
  },
  skill('sql-review', 'SQL review', 'Checks SQL for full scans, missing limits and unsafe writes.', ['Refuse statements that write unless asked to.', 'Add a LIMIT to exploratory queries.', 'Explain the plan of any query over a large table.'], { tags: ['data', 'sql'], featured: true }),
  skill('accessibility-audit', 'Accessibility audit', 'Audits pages for keyboard access, contrast and labels.', ['Tab through the page and note anything unreachable.', 'Check every control has an accessible name.', 'Check text contrast against WCAG AA.'], { tags: ['frontend', 'a11y'], marketplace_id: 'community', publisher: 'Community' }),
  skill('api-design', 'API design', 'Reviews HTTP APIs for consistent names, errors and paging.', ['Use nouns for resources and standard methods.', 'Answer errors as { error, code }.', 'Page lists with limit and a cursor.'], { tags: ['api', 'review'] }),
  skill('test-triage', 'Test triage', 'Sorts failing tests into real bugs, flaky tests and broken fixtures.', ['Re-run the failing test alone.', 'Compare with the last green run.', 'Label it bug, flaky or fixture, with the evidence.'], { tags: ['testing', 'quality'], fragment: 'env:\n  optional: [CI_API_TOKEN]\n' }),
];
