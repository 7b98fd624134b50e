// The marketplace's URL parameters, defined once for both sides (as components/gateway/range-params.ts does): the page's
// hook builds them with `nuqs`, the server page that seeds the catalog with `nuqs/server`. Taking the parser factories
// as an argument keeps a second copy of nuqs' parsers out of the client bundle.
import type { parseAsInteger as ParseAsInteger, parseAsString as ParseAsString, parseAsStringLiteral as ParseAsStringLiteral } from 'nuqs';
import { MARKETPLACE_KINDS } from '@/lib/contract/types-marketplace';

export const MARKETPLACE_TABS = ['browse', 'installed', 'sources'] as const;
export type MarketplaceTab = (typeof MARKETPLACE_TABS)[number];

interface ParserFactories {
  parseAsInteger: typeof ParseAsInteger;
  parseAsString: typeof ParseAsString;
  parseAsStringLiteral: typeof ParseAsStringLiteral;
}

export const marketplaceParsersWith = ({ parseAsInteger, parseAsString, parseAsStringLiteral }: ParserFactories) => ({
  tab: parseAsStringLiteral(MARKETPLACE_TABS).withDefault('browse'),
  q: parseAsString.withDefault(''),
  kind: parseAsStringLiteral(MARKETPLACE_KINDS),
  page: parseAsInteger.withDefault(1),
  item: parseAsString,
});
