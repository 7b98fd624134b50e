// A generated long session read by position before it is built: the first page of a 10,000-turn session (its
// newest turns) and its summary are served in milliseconds, while the whole session (0.4–0.7 s of CPU) is built later,
// in the background or on a read that needs all of it. The messages are the ones the whole build gives: each turn
// depends only on the ids handed out before it, which `LongSessionLayout` counts without building the turns
// (tests/embedded-sessions/long-session-pages.test.ts compares them over whole sessions).
import 'server-only';
import type { MessageWithParts } from '@/lib/contract/wire';
import type { IdPosition } from './builders';
import { LONG_TURN_SPACING_MS, compactsAfter, emitLongTurn, longSessionBuilder, longSessionCounted, longSessionSteps } from './long-session';
import { stepwiseSource, type MessageList, type ModelCall, type SessionSource } from './types';

/**
 * The ids a turn hands out depend only on which optional pieces it has (reasoning every 4th turn, a retry every 50th,
 * the tool of `turn % 8`, a compaction); turns alike in these are measured once.
 */
function shapeOf(turn: number, turns: number): string {
  return `${turn % 4 === 0}:${turn % 50 === 0}:${turn % 8}:${compactsAfter(turn, turns)}`;
}

export class LongSessionLayout implements MessageList {
  /** Ids handed out before turn t (index t - 1), and after the last turn (index `turns`). */
  readonly #messagesBefore: Int32Array;
  readonly #partsBefore: Int32Array;
  readonly #callsBefore: Int32Array;
  #counted?: MessageWithParts[];

  constructor(
    readonly start: number,
    readonly id: string,
    readonly turns: number,
  ) {
    this.#messagesBefore = new Int32Array(turns + 1);
    this.#partsBefore = new Int32Array(turns + 1);
    this.#callsBefore = new Int32Array(turns + 1);
    const shapes = new Map<string, IdPosition>();
    for (let turn = 1; turn <= turns; turn++) {
      const shape = shapeOf(turn, turns);
      let used = shapes.get(shape);
      if (!used) {
        const b = longSessionBuilder(id, start);
        emitLongTurn(b, start, turn, turns);
        used = b.position();
        shapes.set(shape, used);
      }
      this.#messagesBefore[turn] = this.#messagesBefore[turn - 1] + used.messages;
      this.#partsBefore[turn] = this.#partsBefore[turn - 1] + used.parts;
      this.#callsBefore[turn] = this.#callsBefore[turn - 1] + used.calls;
    }
  }

  get length(): number {
    return this.#messagesBefore[this.turns];
  }

  /** Message ids are the builder's `msg_<tag>_<5-digit sequence>`, the sequence being the position plus one. */
  indexOf(id: string): number {
    const prefix = `msg_${this.id.replace(/^ses_/, '')}_`;
    if (!id.startsWith(prefix)) return -1;
    const digits = id.slice(prefix.length);
    if (!/^\d{5,}$/.test(digits) || (digits.length > 5 && digits.startsWith('0'))) return -1;
    const index = Number(digits) - 1;
    return index >= 0 && index < this.length ? index : -1;
  }

  /** Turn (1-based) holding the message at `index`. */
  #turnAt(index: number): number {
    let lo = 1;
    let hi = this.turns;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.#messagesBefore[mid - 1] <= index) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  /** The turns `from`..`to` (1-based, inclusive), built as the whole session builds them. */
  turnMessages(from: number, to: number): MessageWithParts[] {
    const b = longSessionBuilder(this.id, this.start);
    b.seek({ messages: this.#messagesBefore[from - 1], parts: this.#partsBefore[from - 1], calls: this.#callsBefore[from - 1] });
    for (let turn = from; turn <= to; turn++) emitLongTurn(b, this.start, turn, this.turns);
    return b.messages;
  }

  slice(start: number, end: number): MessageWithParts[] {
    const from = Math.max(0, Math.min(start, this.length));
    const to = Math.max(from, Math.min(end, this.length));
    if (from === to) return [];
    const first = this.#turnAt(from);
    const messages = this.turnMessages(first, this.#turnAt(to - 1));
    const offset = from - this.#messagesBefore[first - 1];
    return messages.slice(offset, offset + (to - from));
  }

  /**
   * Every assistant step as a model call, without building the turns: the ids are the positions the layout counts, the
   * steps are the summary's (`longSessionCounted`), a turn's two calls are placed 0.4 s and 30 s into its two-minute
   * slot (the built turn's exact second may differ by a few seconds), and every 50th turn's first call was retried.
   */
  modelCalls(): ModelCall[] {
    this.#counted ??= longSessionCounted(this.turns);
    const tag = this.id.replace(/^ses_/, '');
    const calls: ModelCall[] = [];
    let c = 0;
    for (let turn = 1; turn <= this.turns; turn++) {
      c++; // the prompt
      const turnStart = this.start + (turn - 1) * LONG_TURN_SPACING_MS;
      for (let k = 0; k < 2; k++) {
        const position = this.#messagesBefore[turn - 1] + 1 + k;
        calls.push({ at: turnStart + (k === 0 ? 400 : 30_000), messageId: `msg_${tag}_${String(position + 1).padStart(5, '0')}`, step: this.#counted[c++], retried: k === 0 && turn % 50 === 0, turn });
      }
      if (compactsAfter(turn, this.turns)) c++;
    }
    return calls;
  }

  /** The summary's inputs: every turn's prompt and step costs (`longSessionCounted`, kept), and the newest turn. */
  summaryParts(): { counted: readonly MessageWithParts[]; newest: readonly MessageWithParts[]; messageCount: number } {
    this.#counted ??= longSessionCounted(this.turns);
    return { counted: this.#counted, newest: this.turnMessages(this.turns, this.turns), messageCount: this.length };
  }
}

/** A generated long session: built step by step (`stepwiseSource`), read by position until then. */
export function longSessionSource(start: number, id: string, turns: number): SessionSource {
  const whole = stepwiseSource(() => longSessionSteps(start, id, turns));
  let layout: LongSessionLayout | undefined;
  const read = () => (layout ??= new LongSessionLayout(start, id, turns));
  return { ...whole, messageList: read, summaryParts: () => read().summaryParts(), modelCalls: () => read().modelCalls() };
}
