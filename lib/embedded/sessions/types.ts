import 'server-only';
import type { MessageWithParts, SessionInfo, SessionLifecycle, SessionStatus } from '@/lib/contract/wire';
import type { SessionVisibility } from '@/lib/contract/types';

/** Where a session's messages and status come from: fixed data, a lazy build, or a simulation driven by the clock. */
export interface SessionSource {
  /** Messages at time `now`, oldest first. Callers must not mutate the result. */
  messages(now: number): readonly MessageWithParts[];
  status(now: number): SessionStatus;
  /** `time.updated` at time `now`, or undefined to keep the stored one. */
  updated?(now: number): number;
  /** Builds a generated session in the background, a slice per event-loop turn, so its first read is immediate. */
  warm?(): void;
  /** False while a generated session has not built all its messages yet. */
  ready?(): boolean;
  /**
   * A generated session's messages read by position without building the rest (for a page of messages while
   * `ready()` is false).
   */
  messageList?(): MessageList;
  /**
   * What the summary counts, without building the whole session: `counted` gives the cost, tokens and turn count
   * (it may leave out parts that count for nothing), `newest` the newest turn (error, agent, model, last time).
   */
  summaryParts?(): { counted: readonly MessageWithParts[]; newest: readonly MessageWithParts[]; messageCount: number };
  /**
   * A generated long session's model calls without building it (the gateway's traffic reads these): one per assistant
   * step, with the message it belongs to (`step` holds that step's step-finish and the model, so the SDK's
   * getSessionCost of it is the call's cost).
   */
  modelCalls?(): readonly ModelCall[];
}

export interface ModelCall {
  at: number;
  messageId: string;
  step: MessageWithParts;
  /** The call was retried after a provider error first. */
  retried: boolean;
  turn: number;
}

/** Messages by position: the length, the position of an id (-1 when none), and a slice (clamped like Array's). */
export interface MessageList {
  readonly length: number;
  indexOf(id: string): number;
  slice(start: number, end: number): MessageWithParts[];
}

export interface SessionRecord {
  projectId: string;
  /** Wire info as the agent runtime reports it (id, parentID, title, time…). */
  info: SessionInfo;
  ownerId: string;
  /**
   * The one manifest agent the session belongs to, fixed when it is made (start, trigger, import, seed). Access is
   * decided on it (docs/ACCESS.md): messages may name runtime agents (`build`, `general`) that are not manifest agents.
   */
  agent: string;
  visibility: SessionVisibility;
  lifecycle: SessionLifecycle;
  runtimeState?: string;
  /** True for sessions loaded through import (UI, API or the CLI's data folder). */
  imported?: boolean;
  /** `trigger`: started by a trigger (project managers may open it even when private). */
  origin?: 'trigger';
  source: SessionSource;
}

export function sessionKey(projectId: string, sessionId: string): string {
  return `${projectId}/${sessionId}`;
}

/** A source over a fixed list of messages. */
export function staticSource(messages: readonly MessageWithParts[], status: SessionStatus = { type: 'idle' }): SessionSource {
  return { messages: () => messages, status: () => status };
}

/** A source that builds its messages on first use and keeps them. */
export function lazySource(build: () => MessageWithParts[]): SessionSource {
  let built: MessageWithParts[] | undefined;
  return { messages: () => (built ??= build()), status: () => ({ type: 'idle' }) };
}

/**
 * A source built step by step (`steps` yields between slices of the work and returns the messages): the first read
 * finishes whatever is left at once; `warm()` runs the remaining steps in the background with a short pause between
 * two (requests are served in between, so the server never stalls on it). The result is the same however the steps
 * are run.
 */
/** Pause between two background steps of `stepwiseSource`. */
const WARM_PAUSE_MS = 2;

export function stepwiseSource(steps: () => Generator<void, MessageWithParts[]>): SessionSource {
  let built: MessageWithParts[] | undefined;
  let running: Generator<void, MessageWithParts[]> | undefined;
  const step = (): boolean => {
    running ??= steps();
    const next = running.next();
    if (next.done) built = next.value;
    return next.done === true;
  };
  return {
    messages: () => {
      while (built === undefined) step();
      return built;
    },
    ready: () => built !== undefined,
    status: () => ({ type: 'idle' }),
    warm: () => {
      const tick = () => {
        if (built === undefined && !step()) setTimeout(tick, WARM_PAUSE_MS);
      };
      setTimeout(tick, WARM_PAUSE_MS);
    },
  };
}

