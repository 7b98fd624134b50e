// Small wire-format messages for the timeline's pure logic tests.
import type { MessageWithParts } from '@/lib/contract/wire';

export function msg(id: string, role: 'user' | 'assistant' = 'assistant', text = `text of ${id}`, parentID?: string): MessageWithParts {
  return role === 'user'
    ? { info: { id, sessionID: 'ses_t', role: 'user', time: { created: 1 } }, parts: [{ id: `prt_${id}`, sessionID: 'ses_t', messageID: id, type: 'text', text }] }
    : {
        info: { id, sessionID: 'ses_t', role: 'assistant', time: { created: 2 }, ...(parentID ? { parentID } : {}) },
        parts: [{ id: `prt_${id}`, sessionID: 'ses_t', messageID: id, type: 'text', text }],
      };
}

/** A conversation of `turns` user/assistant pairs with ids that sort in order. */
export function conversation(turns: number): MessageWithParts[] {
  const out: MessageWithParts[] = [];
  for (let i = 0; i < turns; i++) {
    const u = `msg_${String(i * 2).padStart(5, '0')}`;
    out.push(msg(u, 'user', `question ${i}`));
    out.push(msg(`msg_${String(i * 2 + 1).padStart(5, '0')}`, 'assistant', `answer ${i}`, u));
  }
  return out;
}

export const ids = (list: readonly MessageWithParts[]) => list.map((m) => m.info.id);
