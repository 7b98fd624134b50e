import { describe, expect, it } from 'vitest';
import type { SessionInfo } from '@/lib/contract/wire';
import {
  allDescendantIds,
  childMapByParent,
  getChildSessionId,
  getChildSessionToolParts,
  SESSION_PIN_WINDOW_MS,
  sortSessions,
} from '@/lib/sdk/helpers';
import { assistantMessage, completed, tool, toolPartOf } from '../fixtures/sessions/build';
import {
  CHILD_DONE_ID,
  CHILD_RUNNING_ID,
  GRANDCHILD_ID,
  PARENT_ID,
  parentMessages,
  runningChildMessages,
  sessions,
  TASK_OUTPUT,
} from '../fixtures/sessions/task-child';

const NOW = 2_000_000_000_000;
const s = (id: string, updated: number): SessionInfo => ({ id, title: id, time: { created: 0, updated } });

describe('sortSessions', () => {
  it('60 s bound: updated exactly 60 s ago is pinned above a newer-looking unpinned order', () => {
    const list = [s('old', NOW - 3_600_000), s('edge', NOW - SESSION_PIN_WINDOW_MS)];
    expect(list.sort(sortSessions(NOW)).map((x) => x.id)).toEqual(['edge', 'old']);
  });

  it('60 s bound: 60.001 s ago is no longer pinned and sorts by time', () => {
    const list = [s('past', NOW - SESSION_PIN_WINDOW_MS - 1), s('pinned', NOW - 1000), s('older', NOW - 120_000)];
    expect(list.sort(sortSessions(NOW)).map((x) => x.id)).toEqual(['pinned', 'past', 'older']);
  });

  it('pinned sessions keep their incoming order (no reshuffle while the agent works)', () => {
    const list = [s('p1', NOW - 50_000), s('p2', NOW - 1_000), s('p3', NOW - 30_000), s('x', NOW - 90_000)];
    expect(list.sort(sortSessions(NOW)).map((x) => x.id)).toEqual(['p1', 'p2', 'p3', 'x']);
  });

  it('the rest sorts by time.updated descending; malformed sessions go last', () => {
    const broken = { id: 'broken' } as unknown as SessionInfo;
    const list = [s('a', NOW - 500_000), broken, s('b', NOW - 100_000), s('c', NOW - 300_000)];
    expect(list.sort(sortSessions(NOW)).map((x) => x.id)).toEqual(['b', 'c', 'a', 'broken']);
  });
});

describe('child sessions', () => {
  const map = childMapByParent(sessions);

  it('childMapByParent groups by parentID and leaves roots out', () => {
    expect([...map.keys()]).toEqual([PARENT_ID, CHILD_RUNNING_ID]);
    expect(map.get(PARENT_ID)?.map((x) => x.id)).toEqual([CHILD_DONE_ID, CHILD_RUNNING_ID]);
  });

  it('allDescendantIds walks the whole tree and survives cycles', () => {
    expect(allDescendantIds(map, PARENT_ID)).toEqual([CHILD_DONE_ID, CHILD_RUNNING_ID, GRANDCHILD_ID]);
    expect(allDescendantIds(map, GRANDCHILD_ID)).toEqual([]);
    const cyclic = childMapByParent([{ id: 'a', parentID: 'b' }, { id: 'b', parentID: 'a' }]);
    expect(allDescendantIds(cyclic, 'a')).toEqual(['b']);
  });

  it('getChildSessionId: metadata.sessionId first, else the <task id> output', () => {
    expect(getChildSessionId(toolPartOf(parentMessages[1]))).toBe(CHILD_DONE_ID);
    expect(getChildSessionId(toolPartOf(parentMessages[2]))).toBe(CHILD_RUNNING_ID);
    const outputOnly = toolPartOf(assistantMessage([tool('task', completed({}, TASK_OUTPUT))]));
    expect(getChildSessionId(outputOnly)).toBe(CHILD_DONE_ID);
    const legacy = toolPartOf(assistantMessage([tool('task', completed({}, 'task_id: ses_legacy123 (for resuming)'))]));
    expect(getChildSessionId(legacy)).toBe('ses_legacy123');
    expect(getChildSessionId(toolPartOf(assistantMessage([tool('bash', completed({}, 'no id'))])))).toBeUndefined();
    expect(getChildSessionId({ type: 'text' })).toBeUndefined();
  });

  it('getChildSessionToolParts lists the child’s visible tool calls (todoread hidden)', () => {
    expect(getChildSessionToolParts(runningChildMessages).map((p) => p.tool)).toEqual(['glob', 'read']);
    expect(getChildSessionToolParts('nope')).toEqual([]);
  });
});
