'use client';

import { parseAsInteger, parseAsString, parseAsStringLiteral, useQueryStates } from 'nuqs';
import { MARKETPLACE_KINDS } from '@/lib/contract/types-marketplace';

export const MARKETPLACE_TABS = ['browse', 'installed', 'sources'] as const;
export type MarketplaceTab = (typeof MARKETPLACE_TABS)[number];

const parsers = {
  tab: parseAsStringLiteral(MARKETPLACE_TABS).withDefault('browse'),
  q: parseAsString.withDefault(''),
  kind: parseAsStringLiteral(MARKETPLACE_KINDS),
  page: parseAsInteger.withDefault(1),
  item: parseAsString,
};

/** The page's tab, search, kind filter, page and open item live in the URL (shareable, kept on reload). */
export function useMarketplaceUrl() {
  return useQueryStates(parsers, { throttleMs: 300 });
}
