// The demo git host's repositories: short, real histories of small agent projects (their own content).
import 'server-only';
import type { SeedCommit } from '../repo/seed-types';

export interface DemoHostRepo {
  owner: string;
  name: string;
  description: string;
  private: boolean;
  main: SeedCommit[];
  /** Branch name → commits on top of `from` (a main commit index). */
  branches: Record<string, { from: number; commits: SeedCommit[] }>;
}

const DOCS_MANIFEST = `platform_version: 2
default_agent: answer

project:
  name: Docs Assistant
  description: Answers questions from the product documentation

agents:
  answer:
    enabled: true
    connectors: none
    secrets: none
    workspace: read
`;

const DOCS_MANIFEST_2 = `${DOCS_MANIFEST}  editor:
    enabled: true
    connectors: none
    secrets: none
    workspace: branch
`;

const RELEASE_MANIFEST = `platform_version: 2
default_agent: drafter

project:
  name: Release Notes

agents:
  drafter:
    enabled: true
    connectors: none
    secrets: none
    workspace: read

triggers:
  - slug: friday-draft
    type: cron
    name: Friday draft
    agent: drafter
    cron: "0 15 * * 5"
    timezone: UTC
    prompt: Draft the release notes for everything merged this week.
`;

const RUNBOOK_MANIFEST = `platform_version: 2
default_agent: oncall

agents:
  oncall:
    enabled: true
    connectors: none
    secrets: none
    workspace: read
`;

export const DEMO_HOST = 'git.demo.example';
export const DEMO_OWNER = 'acme-demo';

export const DEMO_HOST_REPOS: DemoHostRepo[] = [
  {
    owner: DEMO_OWNER,
    name: 'docs-assistant',
    description: 'An agent that answers questions from the product docs',
    private: false,
    main: [
      {
        message: 'Start the docs assistant',
        author: 'Rosa Diaz <rosa@acme.example>',
        at: '2026-01-12T09:15:00.000Z',
        files: {
          'README.md': '# Docs Assistant\n\nAnswers product questions from the documentation in `docs/`.\n',
          'platform.yaml': DOCS_MANIFEST,
          'agents/answer.md': 'Answer from the documentation only. Quote the page you used.\n',
        },
      },
      {
        message: 'Add the style guide the answers follow',
        author: 'Rosa Diaz <rosa@acme.example>',
        at: '2026-01-14T16:40:00.000Z',
        files: {
          'docs/style.md': '# Style\n\n- Short sentences.\n- Say what to click, in order.\n- Link the page you quote.\n',
          'agents/answer.md': 'Answer from the documentation only. Quote the page you used.\nFollow docs/style.md.\n',
        },
      },
      {
        message: 'Add an editor agent that fixes outdated pages on a branch',
        author: 'Sam Okafor <sam@acme.example>',
        at: '2026-02-02T11:05:00.000Z',
        files: {
          'platform.yaml': DOCS_MANIFEST_2,
          'agents/editor.md': 'When an answer finds an outdated page, fix the page on a branch and open a change request.\n',
        },
      },
    ],
    branches: {
      'tone-guide': {
        from: 2,
        commits: [
          {
            message: 'Friendlier tone in the style guide',
            author: 'Sam Okafor <sam@acme.example>',
            at: '2026-02-05T10:00:00.000Z',
            files: { 'docs/style.md': '# Style\n\n- Short, friendly sentences.\n- Say what to click, in order.\n- Link the page you quote.\n- Thank the reader once, at the end.\n' },
          },
        ],
      },
    },
  },
  {
    owner: DEMO_OWNER,
    name: 'release-notes',
    description: 'Drafts weekly release notes from merged changes',
    private: true,
    main: [
      {
        message: 'Release-notes drafter with a Friday trigger',
        author: 'Lee Chen <lee@acme.example>',
        at: '2026-01-20T08:00:00.000Z',
        files: {
          'README.md': '# Release Notes\n\nEvery Friday the drafter writes the week’s release notes into `notes/`.\n',
          'platform.yaml': RELEASE_MANIFEST,
          'notes/TEMPLATE.md': '## Week of {date}\n\n### New\n\n### Fixed\n',
        },
      },
      {
        message: 'Keep a changelog of published notes',
        author: 'Lee Chen <lee@acme.example>',
        at: '2026-02-06T15:30:00.000Z',
        files: { 'CHANGELOG.md': '# Changelog\n\n- 2026-01-30: first drafted notes published.\n- 2026-02-06: notes now list fixes separately.\n' },
      },
    ],
    branches: {
      'weekly-digest': {
        from: 1,
        commits: [
          {
            message: 'Draft a shorter digest for the newsletter too',
            author: 'Lee Chen <lee@acme.example>',
            at: '2026-02-09T09:45:00.000Z',
            files: { 'notes/DIGEST.md': '## This week in one minute\n\n{three bullet points}\n' },
          },
        ],
      },
    },
  },
  {
    owner: DEMO_OWNER,
    name: 'oncall-runbooks',
    description: 'Runbooks an on-call agent follows',
    private: true,
    main: [
      {
        message: 'On-call agent and the first runbooks',
        author: 'Rosa Diaz <rosa@acme.example>',
        at: '2026-02-10T07:20:00.000Z',
        files: {
          'README.md': '# On-call runbooks\n\nThe `oncall` agent follows these runbooks before paging anyone.\n',
          'platform.yaml': RUNBOOK_MANIFEST,
          'runbooks/disk-full.md': '# Disk full\n\n1. Find the largest folders.\n2. Rotate the logs.\n3. Page if usage stays above 90 %.\n',
          'runbooks/queue-backlog.md': '# Queue backlog\n\n1. Check the consumer count.\n2. Scale consumers up by two.\n',
        },
      },
    ],
    branches: {},
  },
];
