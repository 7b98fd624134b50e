import { describe, expect, it } from 'vitest';
import {
  collectTurnParts,
  getHiddenToolParts,
  getPermissionForTool,
  getTurnStatus,
  getWorkingState,
  groupMessagesIntoTurns,
  HIDDEN_TOOL_NAMES,
  isToolPartHidden,
} from '@/lib/sdk/helpers';
import { assistantMessage, completed, reasoning, running, stepStart, text, tool, toolPartOf } from '../fixtures/sessions/build';
import { runningBashSession } from '../fixtures/sessions/running-bash';
import { parentMessages, runningChildMessages } from '../fixtures/sessions/task-child';

describe('getWorkingState', () => {
  it('busy and retry make the last turn working', () => {
    expect(getWorkingState({ type: 'busy' })).toBe(true);
    expect(getWorkingState({ type: 'retry', attempt: 1, message: '', next: 0 }, true)).toBe(true);
  });
  it('idle, a missing status, or an earlier turn are not working', () => {
    expect(getWorkingState({ type: 'idle' })).toBe(false);
    expect(getWorkingState(undefined)).toBe(false);
    expect(getWorkingState({ type: 'busy' }, false)).toBe(false);
  });
});

describe('getTurnStatus', () => {
  const parts = (...p: Parameters<typeof assistantMessage>[0]) => assistantMessage(p).parts;

  it('"Running command" for the running bash left at the end of a session', () => {
    const turn = groupMessagesIntoTurns(runningBashSession)[0];
    expect(getTurnStatus(collectTurnParts(turn))).toBe('Running command');
  });

  it('the activity of the last pending/running tool', () => {
    expect(getTurnStatus(parts(tool('edit', running({}))))).toBe('Making edits');
    expect(getTurnStatus(parts(tool('read', { status: 'pending', input: {} })))).toBe('Gathering context');
    expect(getTurnStatus(parts(tool('grep', running({}))))).toBe('Searching the codebase');
    expect(getTurnStatus(parts(tool('webfetch', running({}))))).toBe('Fetching a web page');
    expect(getTurnStatus(parts(tool('pty_spawn', running({}))))).toBe('Running command');
    expect(getTurnStatus(parts(tool('zz_frobnicate_widget', running({}))))).toBe('Running zz frobnicate widget');
  });

  it('a finished tool at the end means the agent is considering next steps', () => {
    expect(getTurnStatus(parts(tool('bash', completed({}, '')), stepStart()))).toBe('Considering next steps');
  });

  it('reasoning gives "Thinking", with its bold heading when it has one; text gives "Writing the answer"', () => {
    expect(getTurnStatus(parts(reasoning('**Checking the tests** now')))).toBe('Thinking: Checking the tests');
    expect(getTurnStatus(parts(reasoning('hmm')))).toBe('Thinking');
    expect(getTurnStatus(parts(text('Here is')))).toBe('Writing the answer');
  });

  it('a running task reports its child session’s activity', () => {
    const turn = groupMessagesIntoTurns(parentMessages)[0];
    expect(getTurnStatus(collectTurnParts(turn), runningChildMessages)).toBe('Gathering context');
    expect(getTurnStatus(collectTurnParts(turn))).toBe('Delegating to agent');
    expect(getTurnStatus(collectTurnParts(turn), [])).toBe('Delegating to agent');
  });

  it('nothing to say: "Considering next steps"', () => {
    expect(getTurnStatus([])).toBe('Considering next steps');
    expect(getTurnStatus(null)).toBe('Considering next steps');
  });
});

describe('hidden tool parts and permissions', () => {
  const bash = toolPartOf(assistantMessage([tool('bash', running({ command: 'rm -rf build' }), 'call_rm')], { id: 'msg_perm' }));
  const permission = { id: 'per_1', permission: 'bash', tool: { messageID: 'msg_perm', callID: 'call_rm' } };

  it('a tool with a pending permission or question request is hidden from the step list', () => {
    const hidden = getHiddenToolParts(permission, undefined);
    expect(hidden).toEqual([{ messageID: 'msg_perm', callID: 'call_rm' }]);
    expect(isToolPartHidden(bash, hidden)).toBe(true);
    expect(isToolPartHidden(bash, [])).toBe(false);
    expect(isToolPartHidden(bash, [{ messageID: 'other', callID: 'call_rm' }])).toBe(false);
  });

  it('todoread is always hidden', () => {
    expect(HIDDEN_TOOL_NAMES).toEqual(['todoread']);
    expect(isToolPartHidden(toolPartOf(assistantMessage([tool('todoread', completed({}, '[]'))])))).toBe(true);
  });

  it('getHiddenToolParts ignores requests without a tool link', () => {
    expect(getHiddenToolParts({ id: 'q' }, null)).toEqual([]);
  });

  it('getPermissionForTool matches by callID, and by messageID when given a part', () => {
    expect(getPermissionForTool([permission], 'call_rm')).toBe(permission);
    expect(getPermissionForTool([permission], bash)).toBe(permission);
    expect(getPermissionForTool([permission], 'call_other')).toBeUndefined();
    expect(getPermissionForTool([{ tool: { messageID: 'elsewhere', callID: 'call_rm' } }], bash)).toBeUndefined();
    expect(getPermissionForTool(undefined, 'x')).toBeUndefined();
  });
});
