import 'server-only';
import type { SeedCommit } from './seed-types';

const README = `# Storefront

Agents for the customer-facing web shop.

- \`checkout\` answers questions about orders and payments and drafts refund requests.
- \`catalog\` keeps product data in sync with the catalog service every night.
- \`search-tuning\` is parked until the new search index ships.

The project manifest is \`platform.yaml\`. Change it through a change request; a manager merges it.
`;

const MANIFEST_V1 = `# Storefront agents, connectors and triggers.
platform_version: 2
default_agent: checkout

project:
  name: Storefront
  description: Customer-facing web shop

agent_runtime:
  config_dir: agents

agents:
  checkout:
    enabled: true
    connectors: [catalog-api]
    secrets: none
    workspace: read
  catalog:
    enabled: true
    connectors: [catalog-api]
    secrets: none
    workspace: branch

connectors:
  - slug: catalog-api
    provider: openapi
    name: Catalog API
    spec: https://catalog.internal.example/openapi.json
    auth:
      type: bearer
`;

const MANIFEST_V2 = `# Storefront agents, connectors and triggers.
platform_version: 2
default_agent: checkout

project:
  name: Storefront
  description: Customer-facing web shop

env:
  required: [PAYMENTS_API_KEY]
  optional: [SEARCH_INDEX_URL]

agent_runtime:
  config_dir: agents

agents:
  checkout:
    enabled: true
    sandbox: node-web
    connectors: [catalog-api, payments]
    connectors_required: [payments]
    secrets: [PAYMENTS_API_KEY]
    skills: all
    platform_cli: [project.read, project.session.read]
    workspace: read
  catalog:
    enabled: true
    sandbox: node-web
    connectors: [catalog-api]
    secrets: none
    workspace: branch
  search-tuning:
    enabled: false
    connectors: none
    secrets: none

connectors:
  - slug: catalog-api
    provider: openapi
    name: Catalog API
    spec: https://catalog.internal.example/openapi.json
    auth:
      type: bearer
  - slug: payments
    provider: http
    name: Payments
    base_url: https://payments.example.com/v2
    auth:
      type: api_key
    headers:
      X-Client: storefront-agent
    policies:
      - match: "refund_*"
        action: require_approval

triggers:
  - slug: nightly-catalog-sync
    type: cron
    name: Nightly catalog sync
    agent: catalog
    cron: "0 3 * * *"
    timezone: Europe/Berlin
    prompt: Compare the catalog service with the shop's product pages and fix what drifted.
  - slug: order-webhook
    type: webhook
    agent: checkout
    secret_env: ORDER_WEBHOOK_SECRET
    prompt_template: "Order {{order_id}} failed payment; draft a message to the customer."
`;

const MANIFEST_V3 = `${MANIFEST_V2}
sandbox:
  default: node-web
  templates:
    - slug: node-web
      name: Node 20 web
      image: node:20-bookworm
      cpu: 2
      memory: 4096
      disk: 20
    - slug: browser-tests
      name: Browser tests
      dockerfile: sandbox/browser-tests.Dockerfile
      cpu: 4
      memory: 8192

apps:
  shop-preview:
    path: apps/shop
    type: bundle
    command: [npm, run, start]
    port: 3000
    install_command: npm ci
    build_command: npm run build
    readiness_path: /healthz
    idle_timeout_seconds: 900
    monthly_budget_usd: 25
    resources:
      cpu: 2
      memory_gb: 4
`;

export const STOREFRONT_HISTORY: SeedCommit[] = [
  {
    message: 'Initial project: checkout and catalog agents',
    author: 'Dana Demo <demo@example.com>',
    at: '2026-01-15T09:30:00.000Z',
    files: {
      'README.md': README,
      'platform.yaml': MANIFEST_V1,
      'agents/checkout.md': 'You help shoppers with orders, payments and returns. Never promise a refund; draft one for approval.\n',
      'agents/catalog.md': 'You keep product data in the shop in sync with the catalog service.\n',
    },
  },
  {
    message: 'Add payments connector, triggers and the parked search-tuning agent',
    author: 'Dana Demo <demo@example.com>',
    at: '2026-01-22T14:05:00.000Z',
    files: {
      'platform.yaml': MANIFEST_V2,
      'agents/search-tuning.md': 'You tune search synonyms and boosts from the weekly query report.\n',
    },
  },
  {
    message: 'Sandbox templates and the shop preview app',
    author: 'Morgan Member <member@example.com>',
    at: '2026-02-03T10:12:00.000Z',
    files: {
      'platform.yaml': MANIFEST_V3,
      'sandbox/browser-tests.Dockerfile': 'FROM node:20-bookworm\nRUN npx --yes playwright@1 install-deps chromium\n',
    },
  },
];
