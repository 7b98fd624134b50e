import { placeholder } from './placeholders';
import { COMPUTER_CONNECTOR, hasValue, isPlainObject, RESERVED_CHANNEL_SLUGS } from './rules';
import type { RuleContext } from './schema-primitives';

/** Fields a provider needs, as [provider, one-of field names]. */
const PROVIDER_REQUIREMENTS: ReadonlyArray<readonly [string, readonly string[]]> = [
  [placeholder('<hosted_apps_a>'), ['app']],
  ['mcp', ['url']],
  ['graphql', ['endpoint']],
  ['http', ['base_url', 'baseUrl']],
  ['channel', ['platform']],
];

/** Conditional connector rules of the spec: provider requirements, channel auth, reserved slugs. */
export function connectorRules(connector: Record<string, unknown>, ctx: RuleContext): void {
  const provider = typeof connector.provider === 'string' ? connector.provider : undefined;
  const slug = typeof connector.slug === 'string' ? connector.slug : undefined;

  for (const [name, fields] of PROVIDER_REQUIREMENTS) {
    if (provider !== name || fields.some((field) => hasValue(connector, field))) continue;
    const wanted = fields.join(' or ');
    ctx.issue([fields[0]], `a connector with provider ${name} needs ${wanted}`, 'connector_requires_field');
  }

  if (provider === 'channel' && isPlainObject(connector.auth) && hasValue(connector.auth, 'type') && connector.auth.type !== 'none') {
    ctx.issue(['auth', 'type'], 'a channel connector cannot authenticate: its auth type must be none', 'channel_auth_none');
  }

  if (provider !== undefined && slug !== undefined) {
    if ((RESERVED_CHANNEL_SLUGS as readonly string[]).includes(slug) && provider !== 'channel') {
      ctx.issue(['provider'], `slug ${slug} is reserved for a channel connector; set provider: channel`, 'reserved_connector_slug');
    }
    if (slug === COMPUTER_CONNECTOR && provider !== COMPUTER_CONNECTOR) {
      ctx.issue(['provider'], 'the connector with slug computer must have provider: computer', 'reserved_connector_slug');
    }
    if (provider === COMPUTER_CONNECTOR && slug !== COMPUTER_CONNECTOR) {
      ctx.issue(['provider'], 'provider computer is only for the connector with slug computer', 'reserved_connector_slug');
    }
  }
}

/** The same rules as JSON Schema conditions, so editors and other validators see them too. */
export const CONNECTOR_JSON_CONDITIONS = [
  ...PROVIDER_REQUIREMENTS.map(([provider, fields]) => ({
    if: { properties: { provider: { const: provider } }, required: ['provider'] },
    then: { anyOf: fields.map((field) => ({ required: [field] })) },
  })),
  {
    if: { properties: { provider: { const: 'channel' } }, required: ['provider', 'auth'] },
    then: { properties: { auth: { type: 'object', properties: { type: { const: 'none' } } } } },
  },
  {
    if: { properties: { slug: { enum: [...RESERVED_CHANNEL_SLUGS] } }, required: ['slug'] },
    then: { properties: { provider: { const: 'channel' } } },
  },
  {
    if: { properties: { slug: { const: COMPUTER_CONNECTOR } }, required: ['slug'] },
    then: { properties: { provider: { const: COMPUTER_CONNECTOR } } },
    else: { properties: { provider: { not: { const: COMPUTER_CONNECTOR } } } },
  },
];
