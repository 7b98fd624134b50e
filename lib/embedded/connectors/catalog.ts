// The simulated connector world: the apps a project can add, the actions each connector brings, and what a call
// answers. Deterministic: the same arguments give the same output. Names are neutral (no real product).
import 'server-only';
import type { CatalogEntry, ConnectorAuth, JsonSchemaObject, ToolSensitivity } from '@/lib/contract/types-connectors';
import { placeholder } from '@/lib/manifest/placeholders';
import { sha256 } from '../crypto';

type Props = JsonSchemaObject['properties'];
export type ToolOutput = Record<string, unknown> & { success: boolean };

export interface ActionDef {
  name: string;
  description: string;
  sensitivity: ToolSensitivity;
  properties: Props;
  required: string[];
  run(args: Record<string, unknown>): ToolOutput;
}

export interface AppDef {
  id: string;
  name: string;
  description: string;
  provider: string;
  auth: ConnectorAuth;
  actions: ActionDef[];
  needs?: string;
}

/** A small stable number from a string, for deterministic simulated ids and counts. */
const num = (seed: string, mod: number) => parseInt(sha256(seed).slice(0, 8), 16) % mod;
const str = (v: unknown, fallback = '') => (typeof v === 'string' ? v : fallback);
const fail = (error: string, message: string): ToolOutput => ({ success: false, error, message });

const PEOPLE = ['Ada Park', 'Bo Lindqvist', 'Chidi Okafor', 'Dana Ruiz', 'Emil Novak', 'Farah Haddad', 'Goro Tanaka'];

const crm: AppDef = {
  id: 'acme_crm',
  name: 'Acme CRM',
  description: 'Contacts and support tickets of a customer-relationship system',
  provider: 'openapi',
  auth: 'api_key',
  actions: [
    {
      name: 'find_contacts',
      description: 'Find contacts whose name, e-mail or company contains the query.',
      sensitivity: 'read',
      properties: { query: { type: 'string', description: 'Text to look for', maxLength: 200 }, limit: { type: 'integer', description: 'At most this many contacts', minimum: 1, maximum: 50 } },
      required: ['query'],
      run(args) {
        const q = str(args.query).toLowerCase();
        const limit = typeof args.limit === 'number' ? args.limit : 5;
        const contacts = PEOPLE.filter((n) => n.toLowerCase().includes(q) || q.length < 3)
          .slice(0, limit)
          .map((name, i) => ({ id: `ct_${num(name, 9000) + 1000}`, name, email: `${name.split(' ')[0].toLowerCase()}@customer.example`, company: ['Northwind', 'Globex', 'Initech'][i % 3] }));
        return { success: true, contacts, total: contacts.length };
      },
    },
    {
      name: 'create_ticket',
      description: 'Open a support ticket.',
      sensitivity: 'write',
      properties: {
        subject: { type: 'string', description: 'One line', maxLength: 200 },
        priority: { type: 'string', enum: ['low', 'normal', 'high'], description: 'How urgent' },
        description: { type: 'string', description: 'Details', maxLength: 4000 },
      },
      required: ['subject', 'priority'],
      run(args) {
        const id = `TCK-${num(str(args.subject), 9000) + 1000}`;
        return { success: true, ticket: { id, subject: str(args.subject), priority: str(args.priority), status: 'open', url: `https://crm.example/tickets/${id}` } };
      },
    },
    {
      name: 'close_ticket',
      description: 'Close a ticket by id (TCK-1234).',
      sensitivity: 'destructive',
      properties: { ticket_id: { type: 'string', description: 'Ticket id, e.g. TCK-1042' } },
      required: ['ticket_id'],
      run(args) {
        const id = str(args.ticket_id);
        if (!/^TCK-\d{4}$/.test(id)) return fail('not_found', `No ticket ${id}: ticket ids look like TCK-1042`);
        return { success: true, ticket: { id, status: 'closed' } };
      },
    },
  ],
};

const tracker: AppDef = {
  id: 'tracker',
  name: 'Issue Tracker',
  description: 'Issues, labels and comments of an engineering tracker',
  provider: 'graphql',
  auth: 'api_key',
  actions: [
    {
      name: 'search_issues',
      description: 'Search open issues by text.',
      sensitivity: 'read',
      properties: { query: { type: 'string', description: 'Text to look for' }, state: { type: 'string', enum: ['open', 'closed', 'all'], description: 'Which issues' } },
      required: ['query'],
      run(args) {
        const q = str(args.query);
        const n = num(q, 4) + 1;
        return { success: true, issues: Array.from({ length: n }, (_, i) => ({ id: `ISS-${num(q + i, 900) + 100}`, title: `${q} ${['regression', 'flaky test', 'docs gap', 'slow query'][i]}`, state: str(args.state, 'open') === 'closed' ? 'closed' : 'open' })) };
      },
    },
    {
      name: 'create_issue',
      description: 'File an issue.',
      sensitivity: 'write',
      properties: { title: { type: 'string', description: 'Title', maxLength: 200 }, body: { type: 'string', description: 'Markdown body' }, label: { type: 'string', description: 'One label' } },
      required: ['title'],
      run(args) {
        return { success: true, issue: { id: `ISS-${num(str(args.title), 900) + 100}`, title: str(args.title), label: str(args.label) || null, state: 'open' } };
      },
    },
    {
      name: 'comment_issue',
      description: 'Comment on an issue.',
      sensitivity: 'write',
      properties: { issue_id: { type: 'string', description: 'ISS-123' }, body: { type: 'string', description: 'Markdown' } },
      required: ['issue_id', 'body'],
      run(args) {
        if (!/^ISS-\d+$/.test(str(args.issue_id))) return fail('not_found', `No issue ${str(args.issue_id)}`);
        return { success: true, comment: { id: `cmt_${num(str(args.body), 99999)}`, issue_id: str(args.issue_id) } };
      },
    },
  ],
};

const drive: AppDef = {
  id: 'team_drive',
  name: 'Team Drive',
  description: 'Files and folders of a hosted document store (OAuth)',
  provider: placeholder('<hosted_apps_a>'),
  auth: 'oauth',
  actions: [
    {
      name: 'list_files',
      description: 'List the files of a folder.',
      sensitivity: 'read',
      properties: { folder: { type: 'string', description: 'Folder path, / for the top' } },
      required: [],
      run(args) {
        const folder = str(args.folder, '/');
        return { success: true, folder, files: ['Quarterly plan.doc', 'Pricing.sheet', 'Launch notes.md'].map((name) => ({ id: `fil_${num(folder + name, 99999)}`, name })) };
      },
    },
    {
      name: 'upload_file',
      description: 'Store an uploaded attachment (its handle from uploadAttachment) in a folder.',
      sensitivity: 'write',
      properties: { attachment: { type: 'string', description: 'Attachment handle (att_…)' }, folder: { type: 'string', description: 'Folder path' } },
      required: ['attachment'],
      run(args) {
        return { success: true, file: { id: `fil_${num(str(args.attachment), 99999)}`, folder: str(args.folder, '/') } };
      },
    },
  ],
};

const calendar: AppDef = {
  id: 'team_calendar',
  name: 'Team Calendar',
  description: 'Events of a hosted calendar (OAuth)',
  provider: placeholder('<hosted_apps_a>'),
  auth: 'oauth',
  actions: [
    {
      name: 'list_events',
      description: 'Events in the next days.',
      sensitivity: 'read',
      properties: { days: { type: 'integer', description: 'How many days ahead', minimum: 1, maximum: 31 } },
      required: [],
      run(args) {
        const days = typeof args.days === 'number' ? args.days : 7;
        return { success: true, events: Array.from({ length: Math.min(days, 3) }, (_, i) => ({ id: `evt_${i + 1}`, title: ['Stand-up', 'Planning', 'Customer call'][i], day: i + 1 })) };
      },
    },
    {
      name: 'create_event',
      description: 'Create an event.',
      sensitivity: 'write',
      properties: { title: { type: 'string', description: 'Title' }, start: { type: 'string', format: 'date-time', description: 'Start (ISO 8601)' }, duration_minutes: { type: 'integer', minimum: 5, maximum: 480, description: 'Length' } },
      required: ['title', 'start'],
      run(args) {
        if (Number.isNaN(Date.parse(str(args.start)))) return fail('invalid_start', `start must be an ISO 8601 time (got ${JSON.stringify(str(args.start)).slice(0, 40)})`);
        return { success: true, event: { id: `evt_${num(str(args.title), 9999)}`, title: str(args.title), start: str(args.start) } };
      },
    },
  ],
};

const order = (args: Record<string, unknown>) => str(args.order_id);
const checkOrder = (id: string) => (/^\d{4}$/.test(id) ? null : fail('order_not_found', `No order ${id}: order ids are four digits`));

/** Tools of the seeded manifest connectors, by slug. */
const SEEDED: Record<string, ActionDef[]> = {
  payments: [
    {
      name: 'get_order',
      description: 'Read an order and its payment state.',
      sensitivity: 'read',
      properties: { order_id: { type: 'string', description: 'Four digits, e.g. 1042' } },
      required: ['order_id'],
      run: (args) => checkOrder(order(args)) ?? { success: true, order: { id: order(args), total: (num(order(args), 20000) / 100).toFixed(2), currency: 'EUR', paid: true } },
    },
    {
      name: 'refund_order',
      description: 'Refund an order (whole, or an amount).',
      sensitivity: 'destructive',
      properties: { order_id: { type: 'string', description: 'Four digits' }, amount: { type: 'number', description: 'Amount in EUR; absent: the whole order', minimum: 0 } },
      required: ['order_id'],
      run: (args) => checkOrder(order(args)) ?? { success: true, refund: { id: `re_${num(order(args), 99999)}`, order_id: order(args), status: 'succeeded' } },
    },
  ],
  'catalog-api': [
    {
      name: 'search_products',
      description: 'Search the product catalog.',
      sensitivity: 'read',
      properties: { query: { type: 'string', description: 'Text to look for' } },
      required: ['query'],
      run: (args) => ({ success: true, products: [1, 2].map((i) => ({ sku: `SKU-${num(str(args.query) + i, 9000) + 1000}`, title: `${str(args.query)} ${i === 1 ? 'classic' : 'pro'}` })) }),
    },
    {
      name: 'update_price',
      description: "Change a product's price.",
      sensitivity: 'write',
      properties: { sku: { type: 'string', description: 'SKU-1234' }, price: { type: 'number', description: 'New price in EUR', minimum: 0 } },
      required: ['sku', 'price'],
      run: (args) => (/^SKU-\d{4}$/.test(str(args.sku)) ? { success: true, sku: str(args.sku), price: args.price } : fail('sku_not_found', `No product ${str(args.sku)}`)),
    },
  ],
};

/** The one generic action of a custom connector, by provider. */
function genericActions(provider: string): ActionDef[] {
  if (provider === 'graphql') {
    return [{ name: 'query', description: 'Run a GraphQL query.', sensitivity: 'read', properties: { query: { type: 'string', description: 'GraphQL document' } }, required: ['query'], run: (args) => (str(args.query).trim().startsWith('{') || /^(query|mutation)\b/.test(str(args.query).trim()) ? { success: true, data: { ok: true } } : fail('graphql_parse_error', 'The query is not a GraphQL document')) }];
  }
  if (provider === 'mcp') {
    return [{ name: 'invoke', description: 'Invoke a tool of the MCP server by name.', sensitivity: 'write', properties: { name: { type: 'string', description: 'Tool name on the server' }, arguments: { type: 'string', description: 'JSON arguments' } }, required: ['name'], run: (args) => ({ success: true, content: [{ type: 'text', text: `${str(args.name)} ran` }] }) }];
  }
  return [
    {
      name: 'request',
      description: 'Send an HTTP request below the base URL.',
      sensitivity: 'write',
      properties: { method: { type: 'string', enum: ['GET', 'POST', 'PUT', 'DELETE'], description: 'HTTP method' }, path: { type: 'string', description: 'Path below the base URL' } },
      required: ['method', 'path'],
      run: (args) => (str(args.path).startsWith('/') ? { success: true, status: 200, body: { ok: true } } : fail('bad_path', 'path must start with /')),
    },
  ];
}

export const APPS: readonly AppDef[] = [crm, tracker, drive, calendar];

const CUSTOM_KINDS: Array<{ provider: string; name: string; description: string; needs: string }> = [
  { provider: 'mcp', name: 'MCP server', description: 'Tools from a Model Context Protocol server', needs: 'url' },
  { provider: 'openapi', name: 'OpenAPI', description: 'Operations of an HTTP API described by an OpenAPI document', needs: 'spec' },
  { provider: 'graphql', name: 'GraphQL', description: 'Queries and mutations of a GraphQL endpoint', needs: 'endpoint' },
  { provider: 'http', name: 'HTTP', description: 'Plain HTTP requests to one base URL', needs: 'base_url' },
];

export function catalogEntries(): CatalogEntry[] {
  return [
    ...APPS.map((a) => ({ id: a.id, provider: a.provider, name: a.name, description: a.description, auth: a.auth, actions: a.actions.map((t) => t.name) })),
    ...CUSTOM_KINDS.map((k) => ({ id: `custom_${k.provider}`, provider: k.provider, name: k.name, description: k.description, auth: 'api_key' as const, actions: genericActions(k.provider).map((t) => t.name), needs: k.needs })),
  ];
}

export const appById = (id: string | undefined): AppDef | undefined => APPS.find((a) => a.id === id);

/** The actions a connector brings: its app's, the seeded connector's, or its provider's generic one. */
export function actionsOf(slug: string, provider: string, app: string | undefined): ActionDef[] {
  return appById(app)?.actions ?? SEEDED[slug] ?? genericActions(provider);
}

/** Demo API keys: `demo_` then at least 16 letters or digits. A key containing `revoked` is one the provider refuses. */
export const DEMO_KEY_FORMAT = 'demo_ followed by at least 16 letters or digits';

export function checkApiKey(key: string): { valid: boolean; reason?: string } {
  if (/\s/.test(key)) return { valid: false, reason: 'The key contains spaces or line breaks: copy it again without them' };
  if (!/^demo_[A-Za-z0-9]{16,}$/.test(key)) return { valid: false, reason: `Not a key of this provider: demo keys are ${DEMO_KEY_FORMAT}` };
  if (key.toLowerCase().includes('revoked')) return { valid: false, reason: 'The provider says this key was revoked' };
  return { valid: true };
}

/** Extra apps only the experimental discovery lists (connector_discover). */
export const DISCOVERABLE = [
  ...APPS.map((a) => ({ id: a.id, name: a.name, provider: a.provider, description: a.description })),
  { id: 'status_page', name: 'Status Page', provider: 'http', description: 'Incidents and components of a public status page' },
  { id: 'feature_flags', name: 'Feature Flags', provider: 'openapi', description: 'Flags and rollouts of a flag service' },
  { id: 'warehouse_sql', name: 'Warehouse SQL', provider: 'graphql', description: 'Read-only queries over an analytics warehouse' },
  { id: 'docs_search', name: 'Docs Search', provider: 'mcp', description: 'Full-text search over internal documentation' },
  { id: 'on_call', name: 'On-call', provider: 'openapi', description: 'Schedules and escalations of an on-call rota' },
];
