// Starter templates for new projects: a valid platform.yaml (v2) and a README each.
import 'server-only';

export interface Starter {
  id: string;
  name: string;
  description: string;
  files: Record<string, string>;
}

const readme = (name: string, what: string) => `# ${name}\n\n${what}\n\nEdit \`platform.yaml\` to change the agents, connectors and triggers.\n`;

export const STARTERS: Starter[] = [
  {
    id: 'coding-agent',
    name: 'Coding agent',
    description: 'One agent that works on a branch of this repository, with a nightly check.',
    files: {
      'README.md': readme('Coding agent', 'An agent that reads the code, changes it on a branch and opens change requests.'),
      'platform.yaml': `platform_version: 2
default_agent: builder

agents:
  builder:
    enabled: true
    connectors: none
    secrets: none
    workspace: branch

triggers:
  - slug: nightly-check
    type: cron
    name: Nightly check
    agent: builder
    cron: "0 2 * * *"
    timezone: UTC
    prompt: Run the tests and report anything that fails.
`,
    },
  },
  {
    id: 'support-desk',
    name: 'Support desk',
    description: 'A triage agent and an answer agent for incoming tickets.',
    files: {
      'README.md': readme('Support desk', 'Agents that triage tickets and draft answers from the help center.'),
      'platform.yaml': `platform_version: 2
default_agent: triage

agents:
  triage:
    enabled: true
    connectors: none
    secrets: none
    workspace: read
  answer:
    enabled: true
    connectors: none
    secrets: none
    workspace: read
`,
    },
  },
];

export const DEFAULT_STARTER = STARTERS[0].id;
