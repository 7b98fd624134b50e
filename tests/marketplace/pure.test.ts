import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { parseManifest } from '@/lib/manifest';
import { applyFragment, readFragment, replaceFragment } from '@/lib/marketplace/fragment';
import { readLock, writeLock } from '@/lib/marketplace/lock';
import { matchesSearch, queryItems } from '@/lib/marketplace/query';
import { CATALOG, summaryOf } from '@/lib/embedded/marketplace/catalog';
import { STARTERS } from '@/lib/embedded/repo/starters';
import { MARKETPLACE_KINDS, type MarketplaceItemSummary } from '@/lib/contract/types-marketplace';

const versions = CATALOG.flatMap((item) => item.versions.map((version) => ({ item, version })));
const manifests = STARTERS.map((s) => s.files['platform.yaml']);

describe('the seeded catalog', () => {
  it('has at least 20 items of every kind, some with two versions, each with a README and a readable fragment', () => {
    expect(CATALOG.length).toBeGreaterThanOrEqual(20);
    expect(new Set(CATALOG.map((i) => i.kind))).toEqual(new Set(MARKETPLACE_KINDS));
    expect(CATALOG.filter((i) => i.versions.length >= 2).length).toBeGreaterThanOrEqual(3);
    expect(new Set(CATALOG.map((i) => i.id)).size).toBe(CATALOG.length);
    for (const { item, version } of versions) {
      expect(Object.keys(version.files), item.id).toContain(`marketplace/${item.id}/README.md`);
      expect(readFragment(version.fragment), `${item.id} ${version.version}`).not.toBeNull();
    }
    expect(CATALOG.some((i) => Object.keys(i.versions[0].files).some((p) => p.endsWith('SKILL.md')))).toBe(true);
  });

  it.each(STARTERS.map((s) => [s.id, s.files['platform.yaml']]))('every version merges into the %s starter as a valid manifest', (_id, source) => {
    for (const { item, version } of versions) {
      const merged = applyFragment(source, version.fragment);
      expect(merged.ok, `${item.id} ${version.version}`).toBe(true);
      if (!merged.ok) continue;
      const result = parseManifest(merged.source, { format: 'yaml' });
      expect(result.diagnostics.filter((d) => d.severity === 'error'), `${item.id} ${version.version}`).toEqual([]);
    }
  });
});

describe('applyFragment / replaceFragment', () => {
  it('keeps comments and refuses a name already taken', () => {
    const source = '# keep me\nplatform_version: 2\ndefault_agent: a\nagents:\n  a:\n    enabled: true # and me\n';
    const merged = applyFragment(source, 'agents:\n  b:\n    enabled: true\n');
    expect(merged.ok && merged.source).toContain('# keep me');
    expect(merged.ok && merged.source).toContain('# and me');
    expect(applyFragment(source, 'agents:\n  a:\n    enabled: false\n')).toMatchObject({ ok: false, code: 'name_taken' });
    expect(applyFragment(source, 'widgets: {}\n')).toMatchObject({ ok: false, code: 'fragment_invalid' });
    expect(applyFragment('- a list\n', 'agents: {}\n')).toMatchObject({ ok: false, code: 'manifest_unparseable' });
  });

  it('never throws on any input', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constantFrom(...manifests)), fc.oneof(fc.string(), fc.constantFrom(...versions.map((v) => v.version.fragment))), (source, fragment) => {
        const merged = applyFragment(source, fragment);
        expect(typeof merged.ok).toBe('boolean');
        const owned = merged.ok ? merged.owned : { agents: [source], apps: [], connectors: [fragment], triggers: [], templates: [], env_required: [], env_optional: [] };
        expect(typeof replaceFragment(source, owned, null).ok).toBe('boolean');
        expect(typeof replaceFragment(source, owned, fragment).ok).toBe('boolean');
      }),
      { numRuns: 300 },
    );
  });

  it('install then remove gives back the same manifest, for any set of catalog items', () => {
    fc.assert(
      fc.property(fc.constantFrom(...manifests), fc.uniqueArray(fc.constantFrom(...CATALOG), { maxLength: 6, selector: (i) => i.id }), (source, items) => {
        let current = source;
        const installs = [];
        for (const item of items) {
          const merged = applyFragment(current, item.versions[0].fragment);
          if (!merged.ok) return; // two items may not both fit (never the case in the seeded catalog, but allowed)
          installs.push(merged.owned);
          current = merged.source;
        }
        for (const owned of installs.reverse()) {
          const removed = replaceFragment(current, owned, null);
          expect(removed.ok).toBe(true);
          if (removed.ok) current = removed.source;
        }
        expect(parse(current)).toEqual(parse(source));
      }),
      { numRuns: 100 },
    );
  });
});

describe('lock file', () => {
  it('reads back what it writes and never throws on junk', () => {
    const entry = { item_id: 'x', kind: 'agent' as const, version: '1.0.0', installed_at: 't', installed_by: 'u', files: ['a'], owned: { agents: ['x'], apps: [], connectors: [], triggers: [], templates: [], env_required: [], env_optional: [] } };
    expect(readLock(writeLock({ x: entry }) ?? '')).toEqual({ x: entry });
    expect(writeLock({})).toBeNull();
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
        expect(typeof readLock(text)).toBe('object');
      }),
    );
  });
});

const summaryArb: fc.Arbitrary<MarketplaceItemSummary> = fc.record({
  id: fc.string(),
  name: fc.string(),
  kind: fc.constantFrom(...MARKETPLACE_KINDS),
  summary: fc.string(),
  publisher: fc.string(),
  marketplace_id: fc.constantFrom('platform', 'community'),
  latest_version: fc.constant('1.0.0'),
  tags: fc.array(fc.string()),
  featured: fc.boolean(),
});

describe('queryItems', () => {
  it('pages cover exactly the matching items, in order, whatever the limit', () => {
    fc.assert(
      fc.property(fc.array(summaryArb, { maxLength: 40 }), fc.integer({ min: 1, max: 12 }), fc.option(fc.constantFrom(...MARKETPLACE_KINDS), { nil: undefined }), fc.string({ maxLength: 3 }), (items, limit, kind, search) => {
        const seen: MarketplaceItemSummary[] = [];
        let offset: number | null = 0;
        while (offset !== null) {
          const page = queryItems(items, { kind, search, limit, offset });
          expect(page.items.length).toBeLessThanOrEqual(limit);
          seen.push(...page.items);
          offset = page.next_offset;
        }
        expect(seen).toEqual(items.filter((i) => (!kind || i.kind === kind) && matchesSearch(i, search)));
      }),
    );
  });

  it('never throws on malformed paging', () => {
    const items = CATALOG.map(summaryOf);
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), (limit, offset, search) => {
        const page = queryItems(items, { limit: limit as number, offset: offset as number, search: search as string });
        expect(page.items.length).toBeLessThanOrEqual(page.limit);
      }),
    );
  });
});
