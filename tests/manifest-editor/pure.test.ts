import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readAllowlist } from '@/lib/manifest/editor/allowlist';
import { parseUnifiedPatch } from '@/lib/sdk';
import { manifestInfo } from '@/lib/manifest/editor/manifest-info';
import { countProblems, toMarkers } from '@/lib/manifest/editor/markers';
import { offsetAt, positionAt } from '@/lib/manifest/editor/positions';
import { diffFile } from '@/lib/embedded/repo/diff';
import { staleDrafts, type ManifestDraft } from '@/lib/manifest/editor/drafts';

describe('markers', () => {
  it('clamps positions into valid, non-empty ranges and sorts them; never throws', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.anything(), fc.record({ line: fc.anything(), column: fc.anything(), endLine: fc.anything(), endColumn: fc.anything(), message: fc.anything(), severity: fc.anything() }))), (input) => {
        const markers = toMarkers(input as never);
        for (const m of markers) {
          expect(m.line).toBeGreaterThanOrEqual(1);
          expect(m.column).toBeGreaterThanOrEqual(1);
          expect(m.endLine).toBeGreaterThanOrEqual(m.line);
          if (m.endLine === m.line) expect(m.endColumn).toBeGreaterThan(m.column);
          expect(['error', 'warning']).toContain(m.severity);
        }
        for (let i = 1; i < markers.length; i += 1) {
          expect(markers[i].line > markers[i - 1].line || (markers[i].line === markers[i - 1].line && markers[i].column >= markers[i - 1].column)).toBe(true);
        }
        const counts = countProblems(markers);
        expect(counts.errors + counts.warnings).toBe(markers.length);
      }),
    );
    expect(toMarkers(null)).toEqual([]);
    expect(toMarkers([{ path: [], line: 4, column: 3, endLine: 4, endColumn: 3, message: 'x', severity: 'warning' }])[0]).toMatchObject({ endColumn: 4 });
  });
});

describe('positions', () => {
  it('offsetAt and positionAt agree inside the text and clamp outside it', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(), (text, raw) => {
        const offset = raw % (text.length + 1);
        const { line, column } = positionAt(text, offset);
        expect(offsetAt(text, line, column)).toBe(offset);
        expect(offsetAt(text, line + 1000, 1)).toBeLessThanOrEqual(text.length);
      }),
    );
    expect(offsetAt('ab\ncd', 2, 99)).toBe(5);
    expect(offsetAt('ab\ncd', Number.NaN, 2)).toBe(1);
  });
});

describe('the one unified-diff parser (parseUnifiedPatch, on jsdiff parsePatch) on the platform’s patches', () => {
  it('numbers and classifies the lines of a real patch so that it describes the same change', () => {
    const text = fc.array(fc.constantFrom('a', 'b', 'c', 'port: 1', ''), { maxLength: 20 }).map((l) => l.join('\n'));
    fc.assert(
      fc.property(text, text, (before, after) => {
        const file = diffFile('f', before, after);
        const lines = parseUnifiedPatch(file.patch)?.lines ?? [];
        expect(lines.filter((l) => l.type === 'added')).toHaveLength(file.additions);
        expect(lines.filter((l) => l.type === 'removed')).toHaveLength(file.deletions);
        const afterLines = after.split('\n');
        for (const l of lines) if (l.type !== 'removed') expect(afterLines[l.newLine! - 1]).toBe(l.text);
      }),
    );
  });

  it('never throws on arbitrary input', () => {
    fc.assert(fc.property(fc.anything(), (v) => parseUnifiedPatch(v) === undefined || Array.isArray(parseUnifiedPatch(v)?.lines)));
    fc.assert(fc.property(fc.string(), (v) => parseUnifiedPatch(`@@ -1 +1 @@\n${v}`) === undefined || Array.isArray(parseUnifiedPatch(`@@ -1 +1 @@\n${v}`)?.lines)));
  });
});

describe('readAllowlist', () => {
  it('reads all, none, a de-duplicated list, and refuses an empty list', () => {
    expect(readAllowlist('unchanged', 'x')).toEqual({ ok: true, value: undefined });
    expect(readAllowlist('all', '')).toEqual({ ok: true, value: 'all' });
    expect(readAllowlist('none', 'x')).toEqual({ ok: true, value: 'none' });
    expect(readAllowlist('list', ' A, B\nA  C ')).toEqual({ ok: true, value: ['A', 'B', 'C'] });
    expect(readAllowlist('list', ' , ').ok).toBe(false);
  });
});

describe('manifestInfo', () => {
  it('names declared agents, the enabled ones, connectors and the default (v2), and never throws', () => {
    const info = manifestInfo(
      { platform_version: 2, default_agent: 'a', agents: { a: {}, b: { enabled: false }, c: { enabled: true } }, connectors: [{ slug: 'x', provider: 'mcp' }, 3] },
      2,
    );
    expect(info).toEqual({ version: 2, defaultAgent: 'a', agents: ['a', 'b', 'c'], selectableAgents: ['a', 'c'], connectors: ['x'] });
    expect(manifestInfo({ platform_version: 1, agents: [{ name: 'etl' }, null] }, 1)).toMatchObject({ agents: ['etl'], selectableAgents: [] });
    fc.assert(fc.property(fc.anything(), fc.constantFrom(1, 2, null), (v, version) => typeof manifestInfo(v, version as 1 | 2 | null) === 'object'));
  });
});

describe('staleDrafts', () => {
  it('finds drafts of the same file made on another version, newest first', () => {
    const d = (baseBlob: string, updatedAt: number, path = 'platform.yaml', projectId = 'p'): ManifestDraft => ({
      projectId,
      path,
      baseBlob,
      baseCommit: 'c',
      content: baseBlob,
      updatedAt,
      proposedIn: null,
    });
    const drafts = { a: d('old1', 1), b: d('old2', 5), c: d('current', 9), e: d('old3', 7, 'README.md'), f: d('old4', 8, 'platform.yaml', 'q') };
    expect(staleDrafts(drafts, 'p', 'platform.yaml', 'current').map((x) => x.baseBlob)).toEqual(['old2', 'old1']);
  });
});
