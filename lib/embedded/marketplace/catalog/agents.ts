import 'server-only';
import { readmeFile, skillFile, type CatalogItem } from './types';

const agentFragment = (name: string, workspace: 'read' | 'branch', skills: string) =>
  `agents:\n  ${name}:\n    enabled: true\n    connectors: none\n    secrets: none\n    skills: ${skills}\n    workspace: ${workspace}\n`;

export const AGENT_ITEMS: CatalogItem[] = [
  {
    id: 'code-reviewer',
    name: 'Code reviewer',
    kind: 'agent',
    summary: 'Reviews change requests for bugs, missing tests and risky migrations.',
    description: 'An agent that reads each change request, runs the tests it can, and leaves review notes ordered by risk.',
    publisher: 'Platform',
    marketplace_id: 'platform',
    tags: ['review', 'quality', 'git'],
    featured: true,
    versions: [
      {
        version: '1.0.0',
        released_at: '2026-01-10T09:00:00.000Z',
        notes: 'First release.',
        fragment: agentFragment('code-reviewer', 'read', '[code-review]'),
        files: {
          'agents/code-reviewer.md': 'You review change requests. Read the diff, then the files it touches. Report bugs first, then missing tests, then style.\n',
          ...skillFile('code-review', 'How to review a change request', ['Read the description and the linked issue.', 'Read the diff file by file.', 'Run the tests that cover the changed files.', 'Write one note per finding, worst first.']),
          ...readmeFile('code-reviewer', 'Code reviewer', 'Reviews change requests for bugs, missing tests and risky migrations.', 'Start a session with the `code-reviewer` agent and name the change request.'),
        },
      },
      {
        version: '1.1.0',
        released_at: '2026-02-20T09:00:00.000Z',
        notes: 'Works on a branch so it can push suggested fixes; checks database migrations.',
        fragment: agentFragment('code-reviewer', 'branch', '[code-review]'),
        files: {
          'agents/code-reviewer.md': 'You review change requests. Read the diff, then the files it touches. Report bugs first, then missing tests, then style.\nWhen a fix is small and certain, push it to a branch and link it in your note.\n',
          ...skillFile('code-review', 'How to review a change request', ['Read the description and the linked issue.', 'Read the diff file by file.', 'Check every database migration can be rolled back.', 'Run the tests that cover the changed files.', 'Write one note per finding, worst first.']),
          ...readmeFile('code-reviewer', 'Code reviewer', 'Reviews change requests for bugs, missing tests and risky migrations. Since 1.1 it can push small fixes to a branch.', 'Start a session with the `code-reviewer` agent and name the change request.'),
        },
      },
    ],
  },
  {
    id: 'docs-writer',
    name: 'Docs writer',
    kind: 'agent',
    summary: 'Keeps README and docs/ in step with the code.',
    description: 'Finds documentation that no longer matches the code after a change and proposes the edits.',
    publisher: 'Platform',
    marketplace_id: 'platform',
    tags: ['docs', 'writing'],
    featured: false,
    versions: [
      {
        version: '1.0.0',
        released_at: '2026-01-12T09:00:00.000Z',
        notes: 'First release.',
        fragment: agentFragment('docs-writer', 'branch', '[docs-style]'),
        files: {
          'agents/docs-writer.md': 'You keep the documentation true. After each change, find the pages that describe what changed and update them on a branch.\n',
          ...skillFile('docs-style', 'House style for documentation', ['Say what the reader can do, then how.', 'One idea per paragraph.', 'Show a command or an example for every option.']),
          ...readmeFile('docs-writer', 'Docs writer', 'Keeps README and docs/ in step with the code.', 'Ask it after a merge: "update the docs for the last change".'),
        },
      },
    ],
  },
  {
    id: 'release-notes',
    name: 'Release notes',
    kind: 'agent',
    summary: 'Drafts release notes from merged change requests since the last tag.',
    description: 'Groups merged changes into features, fixes and breaking changes and drafts the notes for a release.',
    publisher: 'Platform',
    marketplace_id: 'platform',
    tags: ['release', 'writing', 'git'],
    featured: true,
    versions: [
      {
        version: '1.0.0',
        released_at: '2026-01-15T09:00:00.000Z',
        notes: 'First release.',
        fragment: agentFragment('release-notes', 'read', 'all'),
        files: {
          'agents/release-notes.md': 'You draft release notes. List the merged change requests since the last tag and group them: breaking changes, features, fixes.\n',
          ...readmeFile('release-notes', 'Release notes', 'Drafts release notes from merged change requests since the last tag.', 'Ask for "release notes since v1.4".'),
        },
      },
    ],
  },
  {
    id: 'incident-triage',
    name: 'Incident triage',
    kind: 'agent',
    summary: 'Reads alerts and logs, finds the likely cause and the owner.',
    description: 'When an alert fires, it gathers the recent deploys, error logs and dashboards and writes a first triage note.',
    publisher: 'Platform',
    marketplace_id: 'platform',
    tags: ['operations', 'incidents'],
    featured: false,
    versions: [
      {
        version: '1.0.0',
        released_at: '2026-01-18T09:00:00.000Z',
        notes: 'First release.',
        fragment: agentFragment('incident-triage', 'read', '[incident-notes]'),
        files: {
          'agents/incident-triage.md': 'You triage incidents. Collect what changed in the last hour, the errors that started with the alert, and who owns the service.\n',
          ...skillFile('incident-notes', 'How to write a triage note', ['State the impact in one sentence.', 'List what changed just before.', 'Name the likely cause and how sure you are.', 'Name the owner to page.']),
          ...readmeFile('incident-triage', 'Incident triage', 'Reads alerts and logs, finds the likely cause and the owner.', 'Pair it with a webhook trigger on your alerting tool.'),
        },
      },
    ],
  },
  {
    id: 'dependency-updater',
    name: 'Dependency updater',
    kind: 'agent',
    summary: 'Updates dependencies on a branch, runs the tests, opens a change request.',
    description: 'Checks for outdated packages weekly, updates one group at a time and explains each upgrade’s changelog.',
    publisher: 'Community',
    marketplace_id: 'community',
    tags: ['dependencies', 'maintenance'],
    featured: false,
    versions: [
      {
        version: '0.9.0',
        released_at: '2026-01-20T09:00:00.000Z',
        notes: 'Preview release.',
        fragment: `${agentFragment('dependency-updater', 'branch', 'none')}triggers:\n  - slug: weekly-dependency-check\n    type: cron\n    name: Weekly dependency check\n    agent: dependency-updater\n    cron: "0 6 * * 1"\n    timezone: UTC\n    prompt: Update outdated dependencies, one group per change request.\n`,
        files: {
          'agents/dependency-updater.md': 'You update dependencies. One group per branch; run the tests; summarise each changelog in the change request.\n',
          ...readmeFile('dependency-updater', 'Dependency updater', 'Updates dependencies on a branch, runs the tests and opens a change request. Installs a weekly trigger.', 'It runs every Monday at 06:00 UTC; fire the trigger to run it now.'),
        },
      },
    ],
  },
  {
    id: 'data-analyst',
    name: 'Data analyst',
    kind: 'agent',
    summary: 'Answers questions from your warehouse with SQL and a chart.',
    description: 'Writes read-only SQL against the warehouse connector, checks the numbers and answers with a table or chart.',
    publisher: 'Community',
    marketplace_id: 'community',
    tags: ['data', 'sql', 'analytics'],
    featured: false,
    versions: [
      {
        version: '1.0.0',
        released_at: '2026-02-01T09:00:00.000Z',
        notes: 'First release.',
        fragment: agentFragment('data-analyst', 'read', '[sql-review]'),
        files: {
          'agents/data-analyst.md': 'You answer questions with data. Write read-only SQL, check row counts and totals, and show the query you ran.\n',
          ...readmeFile('data-analyst', 'Data analyst', 'Answers questions from your warehouse with SQL and a chart.', 'Install the `sql-review` skill and a database connector too.'),
        },
      },
    ],
  },
];
