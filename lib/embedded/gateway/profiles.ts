// What each seeded project's generated traffic looks like: volume, who sends it, which models, what goes wrong when.
import 'server-only';

export interface AgentProfile {
  name: string;
  weight: number;
  /** Requested model → weight. */
  models: ReadonlyArray<readonly [string, number]>;
}

export interface Incident {
  provider: string;
  /** Start, in days before the anchor (fractional). */
  daysAgo: number;
  hours: number;
  /** Extra failure probability per failure kind (FAIL index → probability). */
  failures: Readonly<Record<number, number>>;
  latencyFactor?: number;
}

export interface TrafficProfile {
  /** Requests over the 30 days, the seeded sessions' own requests included. */
  total: number;
  /** Seeded key id → share of the traffic; `agents: true` marks the key agent sessions use. */
  keys: ReadonlyArray<{ id: string; weight: number; agents?: boolean; pinned?: boolean }>;
  agents: readonly AgentProfile[];
  /** Models requested by non-agent traffic (apps calling the gateway with a key). */
  appModels: ReadonlyArray<readonly [string, number]>;
  prompts: { agent: readonly string[]; app: readonly string[] };
  incidents: readonly Incident[];
}

const ANTHROPIC_OUTAGE: Incident = { provider: 'anthropic', daysAgo: 5.4, hours: 2.5, failures: { 4: 0.35, 2: 0.2, 5: 0.06 } };
const OPENAI_RATE_STORM: Incident = { provider: 'openai', daysAgo: 2.8, hours: 1.2, failures: { 1: 0.45 } };
const GOOGLE_SLOW_DAY: Incident = { provider: 'google', daysAgo: 12.5, hours: 20, failures: { 5: 0.05 }, latencyFactor: 2.2 };
const MISTRAL_BLIP: Incident = { provider: 'mistral', daysAgo: 20.2, hours: 0.75, failures: { 3: 0.5 } };

const STOREFRONT: TrafficProfile = {
  total: 100_000,
  keys: [
    { id: 'gwk_sf_web', weight: 40 },
    { id: 'gwk_sf_agents', weight: 38, agents: true },
    { id: 'gwk_sf_batch', weight: 12, pinned: true },
    { id: 'gwk_sf_staging', weight: 6, pinned: true },
    { id: 'gwk_sf_legacy', weight: 4 },
  ],
  agents: [
    { name: 'checkout', weight: 35, models: [['claude-sonnet-4-5', 6], ['claude-haiku-4-5', 3], ['gpt-5', 1]] },
    { name: 'catalog', weight: 30, models: [['claude-haiku-4-5', 5], ['gpt-5-mini', 3], ['gemini-2.5-flash', 2]] },
    { name: 'search-tuning', weight: 15, models: [['gpt-5', 5], ['claude-sonnet-4-5', 3], ['codestral-2501', 2]] },
    { name: 'build', weight: 15, models: [['claude-sonnet-4-5', 7], ['claude-opus-4-5', 1], ['gpt-5', 2]] },
    { name: 'general', weight: 5, models: [['claude-haiku-4-5', 1]] },
  ],
  appModels: [['gpt-5-mini', 30], ['claude-haiku-4-5', 22], ['gemini-2.5-flash', 18], ['gpt-4.1-nano', 12], ['claude-sonnet-4-5', 8], ['mistral-large-2411', 5], ['pixtral-large-2411', 3], ['gemini-2.5-pro', 2]],
  prompts: {
    agent: [
      'Fix the failing checkout test: the tax total is off by one cent for orders shipped to [email] …',
      'Refactor cart.ts so the discount is applied before shipping is computed',
      'Review the diff for the payment retry and list anything that could charge twice',
      'Write a migration that adds the gift_message column to orders',
      'Why does the search index return sold-out items first? Check ranking.ts',
      'Summarize the last 20 commits on main for the release notes',
      'Update the product schema so variants can carry their own images',
      'Generate alt text for the 40 new catalog photos in /assets/autumn',
      'The staging deploy fails with ECONNRESET from payments; token=[secret] — find out why',
      'Add a unit test for the coupon stacking rule (max two per order)',
      'Tune the synonyms list so "sneakers" also finds "trainers"',
      'Explain the flaky e2e in checkout.spec.ts and propose a fix',
    ],
    app: [
      'Write a 50-word product description for: Harvest Wool Scarf, colour rust, 100% merino',
      'Classify this review as positive, neutral or negative: "Arrived late but fits perfectly"',
      'Translate to German: "Free returns within 30 days"',
      'Suggest three related products for SKU [number]',
      'Answer the shopper: "Do you ship to Norway?" using the shipping policy below …',
      'Extract size, colour and material from: "Men’s linen shirt, navy, L"',
      'Summarize the customer’s order history for [email] in two sentences',
      'Rewrite this title for SEO: "Scarf wool autumn warm new"',
      'Is this image a product photo or a lifestyle photo? Answer with one word',
      'Draft a polite reply to a delayed-order complaint from [email]',
      'List the allergens in the ingredients below …',
      'Pick the best category for: "Stainless steel water bottle 750 ml"',
    ],
  },
  incidents: [ANTHROPIC_OUTAGE, OPENAI_RATE_STORM, GOOGLE_SLOW_DAY, MISTRAL_BLIP],
};

const SUPPORT: TrafficProfile = {
  total: 18_000,
  keys: [
    { id: 'gwk_sd_agents', weight: 60, agents: true },
    { id: 'gwk_sd_widget', weight: 40 },
  ],
  agents: [
    { name: 'triage', weight: 50, models: [['claude-haiku-4-5', 6], ['gpt-5-mini', 4]] },
    { name: 'answer', weight: 40, models: [['claude-sonnet-4-5', 6], ['gpt-5', 4]] },
    { name: 'escalation', weight: 10, models: [['claude-opus-4-5', 1]] },
  ],
  appModels: [['claude-haiku-4-5', 5], ['gpt-5-mini', 4], ['gemini-2.5-flash', 1]],
  prompts: {
    agent: [
      'Triage ticket #[number]: customer cannot reset their password',
      'Draft an answer using the help-center article on refunds',
      'Escalate: the customer [email] reports a double charge',
      'Tag this ticket with product area and urgency',
    ],
    app: ['Suggest a help-center article for: "where is my order"', 'Summarize this chat transcript in three bullet points', 'Detect the language of this message'],
  },
  incidents: [ANTHROPIC_OUTAGE, OPENAI_RATE_STORM],
};

const PIPELINES: TrafficProfile = {
  total: 8_000,
  keys: [
    { id: 'gwk_dp_agents', weight: 45, agents: true },
    { id: 'gwk_dp_etl', weight: 55, pinned: true },
  ],
  agents: [{ name: 'build', weight: 1, models: [['claude-sonnet-4-5', 3], ['gpt-5', 1]] }],
  appModels: [['gpt-4.1-nano', 5], ['codestral-2501', 3], ['gemini-2.5-flash', 2]],
  prompts: {
    agent: ['The orders_daily job fails: column "region" does not exist. Repair the mapping', 'Port the dedupe step to the new framework', 'Explain the schema drift in the events table'],
    app: ['Normalize this address to the postal format', 'Map these CSV headers to the warehouse schema', 'Classify this log line as error, warning or info'],
  },
  incidents: [MISTRAL_BLIP, GOOGLE_SLOW_DAY],
};

const PROFILES: Record<string, TrafficProfile> = { proj_storefront: STOREFRONT, proj_support: SUPPORT, proj_pipelines: PIPELINES };

/** The traffic profile of a seeded project; other projects (created later) have no traffic. */
export function trafficProfile(projectId: string): TrafficProfile | undefined {
  return PROFILES[projectId];
}

/** The historical fallback chain of the generated traffic: the requested model, then these, at most three attempts. */
export const TRAFFIC_FALLBACKS = ['claude-sonnet-4-5', 'gpt-5', 'gemini-2.5-pro'] as const;
export const TRAFFIC_VISION_MODEL = 'gpt-5';
