import 'server-only';
import type { SeedCommit } from './seed-types';

const README = `# Support Desk

Agents that triage and answer support tickets using the help center.

- \`triage\` labels new tickets and routes them to the right queue.
- \`answer\` drafts replies from help-center articles.
- \`escalation\` pages the on-call engineer; disabled while the paging policy is reviewed.
`;

const MANIFEST_V1 = `platform_version: 2
default_agent: triage

project:
  name: Support Desk

agents:
  triage:
    enabled: true
    connectors: [help-center]
    secrets: none
  answer:
    enabled: true
    connectors: [help-center]
    secrets: none
    workspace: read

connectors:
  - slug: help-center
    provider: mcp
    name: Help center
    url: https://help.example.com/mcp
    transport: http
`;

const MANIFEST_V2 = `platform_version: 2
default_agent: triage

project:
  name: Support Desk
  description: Triage and answer support tickets

env:
  required: [TICKETS_API_TOKEN]

agents:
  triage:
    enabled: true
    connectors: [help-center, tickets]
    secrets: [TICKETS_API_TOKEN]
    platform_cli: [project.read, project.trigger.read]
  answer:
    enabled: true
    connectors: [help-center]
    secrets: none
    workspace: read
  escalation:
    enabled: false
    connectors: [tickets]
    secrets: [TICKETS_API_TOKEN, PAGER_TOKEN]

connectors:
  - slug: help-center
    provider: mcp
    name: Help center
    url: https://help.example.com/mcp
    transport: http
  - slug: tickets
    provider: graphql
    name: Ticket system
    endpoint: https://tickets.example.com/graphql
    auth:
      type: bearer
  - slug: platform_email
    provider: channel
    platform: email
    auth:
      type: none

triggers:
  - slug: queue-watch
    type: monitor
    name: Watch the unassigned queue
    agent: triage
    mode: poll
    interval: 5m
    run: node scripts/unassigned-count.js
    prompt: Tickets are waiting without an owner; triage them.
  - slug: weekly-digest
    type: cron
    agent: answer
    schedule: "0 8 * * 1"
    prompt: Summarise last week's most common questions and the articles that answered them.

sandbox:
  templates:
    - slug: support-tools
      image: python:3.12-slim
      cpu: 1
      memory: 2048

apps:
  queue-dashboard:
    path: apps/dashboard
    type: static
    root: apps/dashboard
    output_dir: dist
    build_command: npm run build
    spa: true
    port: 4173
`;

export const SUPPORT_HISTORY: SeedCommit[] = [
  {
    message: 'Initial project: triage and answer agents',
    author: 'Dana Demo <demo@example.com>',
    at: '2026-01-16T08:00:00.000Z',
    files: {
      'README.md': README,
      'platform.yaml': MANIFEST_V1,
      'agents/triage.md': 'Label each new ticket (billing, bug, how-to) and route it to its queue.\n',
      'agents/answer.md': 'Draft a reply from help-center articles; link every article you used.\n',
    },
  },
  {
    message: 'Ticket connector, email channel, queue monitor and dashboard app',
    author: 'Dana Demo <demo@example.com>',
    at: '2026-01-29T16:40:00.000Z',
    files: {
      'platform.yaml': MANIFEST_V2,
      'agents/escalation.md': 'Page the on-call engineer when a ticket reports an outage.\n',
      'scripts/unassigned-count.js': "console.log(JSON.stringify({ unassigned: Number(process.env.UNASSIGNED ?? 0) }));\n",
    },
  },
];
