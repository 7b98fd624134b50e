'use client';

import { parseAsInteger, parseAsString, parseAsStringLiteral, useQueryStates } from 'nuqs';
import { marketplaceParsersWith } from './url-params';

export { MARKETPLACE_TABS, type MarketplaceTab } from './url-params';

const parsers = marketplaceParsersWith({ parseAsInteger, parseAsString, parseAsStringLiteral });

/** The page's tab, search, kind filter, page and open item live in the URL (shareable, kept on reload). */
export function useMarketplaceUrl() {
  return useQueryStates(parsers, { throttleMs: 300 });
}
