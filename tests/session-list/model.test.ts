import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isActiveSession } from '@/lib/sdk/session-activity';
import { NOW, sessionSummary } from '../fixtures/session-summary';
import { buildSessionTree, countRows, matchesFilter, NO_FILTER, type SessionRow } from '@/lib/sessions/list/model';

const session = sessionSummary;

const ids = (rows: readonly SessionRow[]): unknown[] => rows.map((r) => (r.children.length ? [r.session.id, ids(r.children)] : r.session.id));

describe('isActiveSession', () => {
  it('counts busy, retrying and just-updated sessions as active', () => {
    expect(isActiveSession(session('a'), NOW)).toBe(false);
    expect(isActiveSession(session('a', { status: { type: 'busy' } }), NOW)).toBe(true);
    expect(isActiveSession(session('a', { time: { created: NOW, updated: NOW - 30_000 } }), NOW)).toBe(true);
  });
});

describe('matchesFilter', () => {
  it('matches every word against title, id, agent, model and owner, case-insensitively', () => {
    const s = session('ses_tax', { title: 'Fix tax rounding', agent: 'build', model: 'anthropic/claude-sonnet-4-5' });
    expect(matchesFilter(s, { text: 'TAX', status: 'all' }, NOW)).toBe(true);
    expect(matchesFilter(s, { text: 'sonnet ada', status: 'all' }, NOW)).toBe(true);
    expect(matchesFilter(s, { text: 'tax gpt', status: 'all' }, NOW)).toBe(false);
    expect(matchesFilter(s, { text: '', status: 'error' }, NOW)).toBe(false);
    expect(matchesFilter(session('e', { error: 'boom' }), { text: '', status: 'error' }, NOW)).toBe(true);
  });
});

describe('buildSessionTree', () => {
  const list = [
    session('old', { time: { created: 0, updated: NOW - 3 * 3_600_000 } }),
    session('parent', { time: { created: 0, updated: NOW - 3_600_000 } }),
    session('child-b', { parentID: 'parent', time: { created: 0, updated: NOW - 2 * 3_600_000 } }),
    session('child-a', { parentID: 'parent', title: 'Needle child', time: { created: 0, updated: NOW - 1_000_000 } }),
    session('grandchild', { parentID: 'child-a', error: 'failed' }),
    session('orphan', { parentID: 'not-visible', time: { created: 0, updated: NOW - 5_000 } }),
    session('live', { status: { type: 'busy' }, time: { created: 0, updated: NOW - 1_000 } }),
  ];

  it('nests children under parents and orders each level with sortSessions(now) (pinned first, then newest)', () => {
    expect(ids(buildSessionTree(list, NO_FILTER, NOW))).toEqual(['orphan', 'live', ['parent', [['child-a', ['grandchild']], 'child-b']], 'old']);
  });

  it('keeps ancestors of matching rows (marked as not matching) and drops the rest', () => {
    const rows = buildSessionTree(list, { text: 'needle', status: 'all' }, NOW);
    expect(ids(rows)).toEqual([['parent', ['child-a']]]);
    expect(rows[0]).toMatchObject({ matches: false, hasMatchingDescendant: true });
    expect(rows[0].children[0].matches).toBe(true);
    expect(ids(buildSessionTree(list, { text: '', status: 'error' }, NOW))).toEqual([['parent', [['child-a', ['grandchild']]]]]);
    expect(ids(buildSessionTree(list, { text: '', status: 'running' }, NOW))).toEqual(['live']);
  });

  it('shows sessions caught in a parent cycle instead of losing them', () => {
    const rows = buildSessionTree([session('x', { parentID: 'y' }), session('y', { parentID: 'x' })], NO_FILTER, NOW);
    expect(countRows(rows)).toBe(2);
  });

  it('never throws, and without a filter shows every distinct session exactly once', () => {
    const arbitrarySession = fc.record(
      {
        id: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'),
        parentID: fc.option(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'z'), { nil: undefined }),
        title: fc.oneof(fc.string(), fc.constant(undefined)),
        time: fc.oneof(fc.record({ updated: fc.integer() }), fc.constant(undefined)),
        status: fc.oneof(fc.record({ type: fc.constantFrom('idle', 'busy', 'retry', 'weird') }), fc.jsonValue()),
        error: fc.oneof(fc.string(), fc.constant(undefined)),
      },
      { requiredKeys: ['id'] },
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(arbitrarySession, fc.jsonValue()), { maxLength: 12 }), fc.string(), (items, text) => {
        const distinct = new Set(items.filter((i) => typeof i === 'object' && i !== null && typeof (i as { id?: unknown }).id === 'string').map((i) => (i as { id: string }).id));
        const rows = buildSessionTree(items, NO_FILTER, NOW);
        const seen: string[] = [];
        const walk = (r: readonly SessionRow[]) => r.forEach((row) => (seen.push(row.session.id), walk(row.children)));
        walk(rows);
        expect(new Set(seen).size).toBe(seen.length);
        expect(new Set(seen)).toEqual(distinct);
        expect(countRows(buildSessionTree(items, { text, status: 'all' }, NOW))).toBeLessThanOrEqual(seen.length);
      }),
    );
    expect(buildSessionTree('nope', NO_FILTER, NOW)).toEqual([]);
  });
});
