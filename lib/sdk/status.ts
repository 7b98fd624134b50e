import type { MessageWithParts, SessionStatus, ToolPart } from '@/lib/contract/wire';
import { isReasoningPart, isTextPart, isToolPart, isUserMessage, messageParts, type PartLike, unwrapPart } from './guards';
import { toolInfo } from './tools';
import { isRecord, prop, str } from './util';

/**
 * Whether a turn shows as working: the session status is `busy` or `retry` and the turn is the
 * session's last one. Earlier turns are never working; a missing status counts as idle.
 */
export function getWorkingState(status: SessionStatus | undefined | unknown, isLastTurn = true): boolean {
  if (!isLastTurn) return false;
  const type = prop(status, 'type');
  return type === 'busy' || type === 'retry';
}

const DEFAULT_STATUS = 'Considering next steps';
const DELEGATING = 'Delegating to agent';

const TOOL_STATUS = new Map<string, string>([
  ['task', DELEGATING],
  ['todowrite', 'Planning next steps'],
  ['todoread', 'Planning next steps'],
  ['read', 'Gathering context'],
  ['list', 'Searching the codebase'],
  ['ls', 'Searching the codebase'],
  ['grep', 'Searching the codebase'],
  ['glob', 'Searching the codebase'],
  ['codesearch', 'Searching the codebase'],
  ['webfetch', 'Fetching a web page'],
  ['websearch', 'Searching the web'],
  ['web_search', 'Searching the web'],
  ['image_search', 'Searching images'],
  ['edit', 'Making edits'],
  ['morph_edit', 'Making edits'],
  ['multiedit', 'Making edits'],
  ['write', 'Making edits'],
  ['apply_patch', 'Making edits'],
  ['bash', 'Running command'],
  ['shell', 'Running command'],
  ['question', 'Waiting for your answer'],
  ['ask', 'Waiting for your answer'],
]);

function toolStatus(name: string): string {
  const known = TOOL_STATUS.get(name);
  if (known) return known;
  const { label, category } = toolInfo(name);
  if (category === 'shell') return 'Running command';
  if (category === 'task' && /^(agent|task)[_-]/i.test(name)) return DELEGATING;
  return `Running ${label.charAt(0).toLowerCase()}${label.slice(1)}`;
}

function reasoningStatus(text: string): string {
  const heading = /^\*\*(.+?)\*\*/.exec(text.trimStart());
  return heading ? `Thinking: ${heading[1].trim()}` : 'Thinking';
}

/** Status of the part in progress, or undefined when the part says nothing (steps, snapshots…). */
function partStatus(part: unknown): string | undefined {
  if (isToolPart(part)) {
    if (HIDDEN_TOOL_NAMES.includes(str(prop(part, 'tool')) ?? '')) return undefined;
    const state = prop(prop(part, 'state'), 'status');
    if (state !== 'pending' && state !== 'running') return DEFAULT_STATUS;
    return toolStatus(str(prop(part, 'tool')) ?? '');
  }
  if (isReasoningPart(part)) return reasoningStatus(str(prop(part, 'text')) ?? '');
  if (isTextPart(part)) return prop(part, 'synthetic') === true ? undefined : 'Writing the answer';
  return undefined;
}

function childStatus(childMessages: readonly unknown[]): string | undefined {
  for (let m = childMessages.length - 1; m >= 0; m--) {
    const message = childMessages[m];
    if (isUserMessage(message)) continue;
    const parts = messageParts(message);
    for (let p = parts.length - 1; p >= 0; p--) {
      const status = partStatus(parts[p]);
      if (status) return status === DEFAULT_STATUS ? undefined : status;
    }
  }
  return undefined;
}

/**
 * A short human status for the part in progress, read from the last part that says something:
 * a pending/running tool gives its activity ("Running command", "Making edits"…), a finished tool
 * "Considering next steps", reasoning "Thinking" (or "Thinking: <bold heading>"), text "Writing
 * the answer". A running `task` reports its child session's activity when `childMessages` are given.
 */
export function getTurnStatus(parts: readonly PartLike[] | unknown, childMessages?: readonly MessageWithParts[] | unknown): string {
  if (!Array.isArray(parts)) return DEFAULT_STATUS;
  for (let i = parts.length - 1; i >= 0; i--) {
    const part = unwrapPart(parts[i]);
    const status = partStatus(part);
    if (!status) continue;
    if (status === DELEGATING && Array.isArray(childMessages)) return childStatus(childMessages) ?? DELEGATING;
    return status;
  }
  return DEFAULT_STATUS;
}

/** Where a pending permission or question request points: the tool call it belongs to. */
export interface ToolCallRef {
  messageID: string;
  callID: string;
}

/** A permission or question request as the runtime reports it (only the tool link matters here). */
export interface ToolRequestLike {
  id?: string;
  tool?: ToolCallRef;
  [key: string]: unknown;
}

/** Tools never shown in the timeline: `todoread` only echoes the list that `todowrite` already shows. */
export const HIDDEN_TOOL_NAMES: readonly string[] = ['todoread'];

function refOf(request: unknown): ToolCallRef | undefined {
  const tool = prop(request, 'tool');
  const messageID = str(prop(tool, 'messageID'));
  const callID = str(prop(tool, 'callID'));
  return messageID !== undefined && callID !== undefined ? { messageID, callID } : undefined;
}

/**
 * Tool calls to hide from the step list while a permission or question request is pending for
 * them (the request is rendered in their place, as a prompt).
 */
export function getHiddenToolParts(permission?: ToolRequestLike | unknown, question?: ToolRequestLike | unknown): ToolCallRef[] {
  const refs: ToolCallRef[] = [];
  for (const request of [permission, question]) {
    const ref = refOf(request);
    if (ref) refs.push(ref);
  }
  return refs;
}

/** Whether a tool part is hidden: its tool is in `HIDDEN_TOOL_NAMES` or a pending request covers it. */
export function isToolPartHidden(part: ToolPart | unknown, hidden: readonly ToolCallRef[] = []): boolean {
  if (!isToolPart(part)) return false;
  const tool = str(prop(part, 'tool')) ?? '';
  if (HIDDEN_TOOL_NAMES.includes(tool)) return true;
  const messageID = str(prop(part, 'messageID'));
  const callID = str(prop(part, 'callID'));
  return hidden.some((ref) => ref.callID === callID && ref.messageID === messageID);
}

/** The pending permission request for a tool call (matched by `callID`, and by `messageID` when given). */
export function getPermissionForTool<T extends ToolRequestLike>(
  permissions: readonly T[] | unknown,
  callID: string | ToolPart,
): T | undefined {
  if (!Array.isArray(permissions)) return undefined;
  const wanted = typeof callID === 'string' ? { callID, messageID: undefined } : { callID: str(prop(callID, 'callID')), messageID: str(prop(callID, 'messageID')) };
  if (wanted.callID === undefined) return undefined;
  return (permissions as T[]).find((request) => {
    if (!isRecord(request)) return false;
    const ref = refOf(request);
    if (!ref || ref.callID !== wanted.callID) return false;
    return wanted.messageID === undefined || ref.messageID === wanted.messageID;
  });
}
