import type { FileDiff, ManifestValidation } from './types-repo';

/** What an item adds to a project (docs/MARKETPLACE.md). */
export const MARKETPLACE_KINDS = ['agent', 'skill', 'connector', 'sandbox_template', 'app'] as const;
export type MarketplaceKind = (typeof MARKETPLACE_KINDS)[number];

/** The most items one page of `marketplace.items` answers; 24 when no limit is given. */
export const MARKETPLACE_PAGE_MAX = 100;
export const MARKETPLACE_PAGE_DEFAULT = 24;

/** The file of every item that holds its manifest fragment; it is merged into platform.yaml, not copied. */
export const FRAGMENT_FILE = 'platform.fragment.yaml';

export interface MarketplaceVersion {
  version: string;
  released_at: string;
  notes: string;
}

/** One item in a list: enough for a card. */
export interface MarketplaceItemSummary {
  id: string;
  name: string;
  kind: MarketplaceKind;
  summary: string;
  publisher: string;
  marketplace_id: string;
  latest_version: string;
  tags: string[];
  featured: boolean;
}

export interface MarketplaceFileEntry {
  path: string;
  size: number;
}

/** One item with its versions and the files of its latest version. */
export interface MarketplaceItem extends MarketplaceItemSummary {
  description: string;
  /** Oldest first; the last one is `latest_version`. */
  versions: MarketplaceVersion[];
  files: MarketplaceFileEntry[];
}

export interface MarketplaceItemFile {
  item_id: string;
  version: string;
  path: string;
  content: string;
}

export interface MarketplaceItemPage {
  items: MarketplaceItemSummary[];
  total: number;
  limit: number;
  offset: number;
  /** The `offset` of the next page, or null on the last one. */
  next_offset: number | null;
}

export interface Marketplace {
  id: string;
  name: string;
  description: string;
  /** null for the platform's own catalog. */
  url: string | null;
  official: boolean;
  item_count: number;
}

/** A marketplace added by URL. The embedded platform never fetches it (no outbound network): it lists no items. */
export interface MarketplaceSource {
  id: string;
  account_id: string;
  name: string;
  url: string;
  created_at: string;
  created_by: string;
  item_count: number;
}

/** An item installed in a project: read from the default branch's `.platform/marketplace-lock.json`. */
export interface InstalledItem {
  name: string;
  item_id: string;
  kind: MarketplaceKind;
  version: string;
  latest_version: string;
  update_available: boolean;
  installed_at: string;
  installed_by: string;
  /** Repository files the install added (the manifest change is not listed here). */
  files: string[];
}

export interface MarketplaceUpdate {
  name: string;
  item_id: string;
  from_version: string;
  to_version: string;
  notes: string;
}

/**
 * What installing (or updating to) a version would commit, without committing: the spec does not show this read.
 * `blocked` is set when the install would be refused (a name already taken, a manifest it would make invalid).
 */
export interface MarketplacePreview {
  item_id: string;
  name: string;
  action: 'install' | 'update';
  from_version: string | null;
  to_version: string;
  files: FileDiff[];
  blocked: { code: string; error: string; diagnostics?: ManifestValidation['diagnostics'] } | null;
}

/** The answer of install, update and remove: the commit on the default branch. */
export interface MarketplaceCommit {
  name: string;
  item_id: string;
  version: string | null;
  from_version: string | null;
  commit_sha: string;
  files: string[];
}
