import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupMessagesIntoTurns, type MessageWithParts } from '@/lib/sdk';
import { countTurns, turnNumbers } from '@/lib/sessions/turn-numbers';
import { assistantMessage, text, userMessage } from '@/tests/fixtures/sessions/build';

function compaction(id: string): MessageWithParts {
  const message = userMessage('Compact the context.', { id });
  message.parts.push({ id: `${id}_c`, sessionID: message.info.sessionID, messageID: id, type: 'compaction', auto: true } as unknown as MessageWithParts['parts'][number]);
  return message;
}

/** n numbered turns with a compaction request after every `every`-th. */
function session(n: number, every = 0): MessageWithParts[] {
  const out: MessageWithParts[] = [];
  for (let i = 1; i <= n; i++) {
    out.push(userMessage(`Turn ${i}`, { id: `u${i}` }), assistantMessage([text(`answer ${i}`)], { parentID: `u${i}` }));
    if (every > 0 && i % every === 0 && i < n) out.push(compaction(`c${i}`), assistantMessage([text('Summary')], { parentID: `c${i}` }));
  }
  return out;
}

describe('countTurns', () => {
  it('counts the prompts a person wrote, not the compaction requests', () => {
    expect(countTurns(session(10, 4))).toBe(10);
    expect(groupMessagesIntoTurns(session(10, 4))).toHaveLength(12);
    expect(countTurns(null)).toBe(0);
  });
});

describe('turnNumbers', () => {
  it('numbers a complete session from 1, skipping compaction turns', () => {
    const turns = groupMessagesIntoTurns(session(5, 2));
    expect(turnNumbers(turns, { complete: true })).toEqual([1, 2, null, 3, 4, null, 5]);
  });

  it('numbers the newest page from the summary total, before any older page is read', () => {
    const all = session(2000, 400);
    const newest = groupMessagesIntoTurns(all.slice(-60));
    const numbers = turnNumbers(newest, { total: 2000, complete: false });
    expect(numbers[numbers.length - 1]).toBe(2000);
    // The prompt text says its own turn: the number shown agrees.
    newest.forEach((turn, i) => {
      const prompt = turn.user?.parts[0] && 'text' in turn.user.parts[0] ? String(turn.user.parts[0].text) : '';
      if (numbers[i] !== null) expect(prompt).toBe(`Turn ${numbers[i]}`);
    });
  });

  it('gives the same numbers to a turn before and after older pages load', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 0, max: 7 }), fc.integer({ min: 0, max: 200 }), (n, every, cut) => {
        const all = session(n, every);
        const whole = groupMessagesIntoTurns(all);
        const wholeNumbers = new Map(whole.map((t, i) => [t.id, turnNumbers(whole, { complete: true })[i]]));
        const start = Math.min(cut, all.length);
        const window = groupMessagesIntoTurns(all.slice(start));
        const numbers = turnNumbers(window, { total: countTurns(all), complete: start === 0 });
        window.forEach((turn, i) => {
          if (turn.user) expect(numbers[i]).toBe(wholeNumbers.get(turn.id));
        });
      }),
    );
  });

  it('never throws and never numbers below 1, even with a total that lags the window', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.boolean(), (turns, total, complete) => {
        const numbers = turnNumbers(turns, { total, complete });
        for (const n of numbers) if (n !== null) expect(n).toBeGreaterThanOrEqual(1);
      }),
    );
    expect(turnNumbers(groupMessagesIntoTurns(session(3)), { total: 1, complete: false })).toEqual([1, 2, 3]);
  });
});
