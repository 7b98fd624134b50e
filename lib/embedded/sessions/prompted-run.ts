// A session started from the console or the API: one prompt, simulated from the clock like `ses_live`. The agent reads
// the manifest, lists the workspace, then answers; about six seconds in all, then the session is idle.
import 'server-only';
import type { AssistantMessageInfo, MessageWithParts, Part, SessionStatus } from '@/lib/contract/wire';
import { MODELS } from './builders';
import type { SessionSource } from './types';
import { withRecipe } from './source-recipe';

const T = { assistant: 400, readStart: 800, readEnd: 1_800, bashStart: 2_200, bashEnd: 3_600, textStart: 4_000, textFull: 5_000, finish: 5_200 } as const;
export const PROMPTED_RUN_MS = T.finish;

export function promptedRun(sessionID: string, start: number, prompt: string, agent: string, offset: number): MessageWithParts[] {
  const userId = `msg_${sessionID}_1`;
  const messages: MessageWithParts[] = [
    { info: { id: userId, sessionID, role: 'user', time: { created: start }, agent, model: MODELS.sonnet }, parts: [{ id: `prt_${sessionID}_01`, sessionID, messageID: userId, type: 'text', text: prompt }] },
  ];
  if (offset < T.assistant) return messages;
  const assistantId = `msg_${sessionID}_2`;
  const info: AssistantMessageInfo = {
    id: assistantId, sessionID, role: 'assistant', parentID: userId, time: { created: start + T.assistant },
    modelID: MODELS.sonnet.modelID, providerID: MODELS.sonnet.providerID, mode: agent, agent,
    path: { cwd: '/workspace', root: '/workspace' }, cost: 0, tokens: { input: 0, output: 0, reasoning: 0, cache: { read: 0, write: 0 } },
  };
  let n = 1;
  const base = () => ({ id: `prt_${sessionID}_${String(++n).padStart(2, '0')}`, sessionID, messageID: assistantId });
  const parts: Part[] = [{ ...base(), type: 'step-start' }];
  const tool = (callID: string, name: string, input: Record<string, unknown>, output: string, from: number, to: number) => {
    if (offset < from) return;
    const title = String(input.description ?? input.filePath ?? name);
    parts.push({
      ...base(), type: 'tool', tool: name, callID,
      state: offset >= to
        ? { status: 'completed', input, output, title, metadata: {}, time: { start: start + from, end: start + to } }
        : { status: 'running', input, title, metadata: {}, time: { start: start + from } },
    });
  };
  tool(`call_${sessionID}_read`, 'read', { filePath: '/workspace/platform.yaml' }, 'platform_version: 2\ndefault_agent: …', T.readStart, T.readEnd);
  tool(`call_${sessionID}_bash`, 'bash', { command: 'ls', description: 'List the workspace' }, 'README.md\nagents\nplatform.yaml\nsrc', T.bashStart, T.bashEnd);
  if (offset >= T.textStart) {
    const full = `I read the manifest and looked at the workspace. Here is my plan for “${prompt.slice(0, 80)}”: start with the files under src/, make the change, and run the tests.`;
    const streaming = offset < T.textFull;
    parts.push({ ...base(), type: 'text', text: streaming ? full.slice(0, Math.ceil(full.length / 2)) : full, time: streaming ? { start: start + T.textStart } : { start: start + T.textStart, end: start + T.textFull } });
  }
  if (offset >= T.finish) {
    const tokens = { input: 2_400, output: 160, reasoning: 0, cache: { read: 900, write: 0 } };
    const cost = Number(((tokens.input * 3 + tokens.output * 15 + tokens.cache.read * 0.3) / 1_000_000).toFixed(6));
    parts.push({ ...base(), type: 'step-finish', reason: 'stop', cost, tokens });
    Object.assign(info, { cost, tokens, finish: 'stop', time: { created: start + T.assistant, completed: start + T.finish } });
  }
  messages.push({ info, parts });
  return messages;
}

/** The run as a session source. */
export function promptedRunSource(sessionID: string, start: number, prompt: string, agent: string): SessionSource {
  let done: MessageWithParts[] | undefined;
  return withRecipe({
    messages: (now) => {
      const offset = now - start;
      if (offset >= T.finish) return (done ??= promptedRun(sessionID, start, prompt, agent, Infinity));
      return promptedRun(sessionID, start, prompt, agent, Math.max(0, offset));
    },
    status: (now): SessionStatus => (now - start < T.finish ? { type: 'busy' } : { type: 'idle' }),
    updated: (now) => start + Math.min(Math.max(0, now - start), T.finish),
  }, { kind: 'prompted', start, prompt, agent });
}
