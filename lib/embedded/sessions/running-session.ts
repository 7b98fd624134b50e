// `ses_live`: a running session simulated from the clock. Turn k starts at a fixed time after the platform was created;
// every ~4 s a user prompt arrives and the assistant streams a step: a running shell command that completes, then text.
// Every sixth turn first waits in gateway retries for ~5 s. Status is busy while parts stream, retry while waiting,
// idle between turns. After LIVE_MAX_TURNS (about two hours) the session stays idle.
import 'server-only';
import type { AssistantMessageInfo, MessageWithParts, Part, SessionStatus, UserMessageInfo } from '@/lib/contract/wire';
import { ansi, MODELS } from './builders';
import { gatewayEnvelope } from './seed-failures';
import type { SessionSource } from './types';

export const LIVE_SESSION_ID = 'ses_live';
export const LIVE_TURN_MS = 4_000;
export const LIVE_RETRY_TURN_MS = 9_000;
/** Turns per cycle; the last turn of each cycle has retries. */
export const LIVE_CYCLE_TURNS = 6;
export const LIVE_CYCLE_MS = (LIVE_CYCLE_TURNS - 1) * LIVE_TURN_MS + LIVE_RETRY_TURN_MS;
/** Turns already finished when the platform starts. */
export const LIVE_PRE_TURNS = 3;
export const LIVE_MAX_TURNS = 1_500;

const RETRY_DELAY = 5_000;
/** Offsets within a normal turn. */
const T = { assistant: 300, toolStart: 500, toolEnd: 1_800, textStart: 2_000, textFull: 2_500, finish: 2_700 };

const COMMANDS = [
  { command: 'npm run lint', ok: `${ansi.green('✔')} No lint problems in 214 files`, fail: `${ansi.red('✖')} 2 problems (2 errors, 0 warnings)\n  src/cart/line.tsx  ${ansi.red('12:7  error')}  'qty' is assigned a value but never used` },
  { command: 'npm test -- cart', ok: `${ansi.green('✓')} cart (18 tests) 41ms`, fail: `${ansi.red('×')} cart › merges duplicate lines\n  → expected 2 to be 1` },
  { command: 'npx tsc --noEmit', ok: ansi.dim('(no output)'), fail: `src/cart/totals.ts(${ansi.yellow('31,9')}): ${ansi.red('error')} TS2322: Type 'string' is not assignable to type 'number'.` },
  { command: 'git diff --stat', ok: ' src/cart/line.tsx   | 6 +++---\n src/cart/totals.ts  | 4 ++--\n 2 files changed, 5 insertions(+), 5 deletions(-)', fail: '' },
];

export interface LiveClock {
  turn: number;
  offset: number;
  retry: boolean;
  start: number;
}

function isRetryTurn(turn: number): boolean {
  return turn % LIVE_CYCLE_TURNS === LIVE_CYCLE_TURNS - 1;
}

export function liveTurnStart(base: number, turn: number): number {
  return base + Math.floor(turn / LIVE_CYCLE_TURNS) * LIVE_CYCLE_MS + (turn % LIVE_CYCLE_TURNS) * LIVE_TURN_MS;
}

/** Which turn is in progress at `now`, and how far into it; undefined before the first turn. */
export function liveClock(base: number, now: number): LiveClock | undefined {
  const elapsed = now - base;
  if (!Number.isFinite(elapsed) || elapsed < 0) return undefined;
  const cycle = Math.floor(elapsed / LIVE_CYCLE_MS);
  const rest = elapsed - cycle * LIVE_CYCLE_MS;
  const normalSpan = (LIVE_CYCLE_TURNS - 1) * LIVE_TURN_MS;
  const within = rest < normalSpan ? Math.floor(rest / LIVE_TURN_MS) : LIVE_CYCLE_TURNS - 1;
  const turn = cycle * LIVE_CYCLE_TURNS + within;
  if (turn >= LIVE_MAX_TURNS) {
    const last = LIVE_MAX_TURNS - 1;
    return { turn: last, offset: Number.POSITIVE_INFINITY, retry: isRetryTurn(last), start: liveTurnStart(base, last) };
  }
  const start = liveTurnStart(base, turn);
  return { turn, offset: now - start, retry: isRetryTurn(turn), start };
}

/** Offset of a normal milestone, shifted by the retry wait in retry turns. */
function at(milestone: number, retry: boolean): number {
  return retry && milestone >= T.toolStart ? milestone + RETRY_DELAY : milestone;
}

const pad = (n: number) => String(n).padStart(5, '0');

/** Turn `turn` as it looks `offset` ms after its start (Infinity: complete). */
export function liveTurn(turn: number, start: number, offset: number): MessageWithParts[] {
  const retry = isRetryTurn(turn);
  const sessionID = LIVE_SESSION_ID;
  const userId = `msg_live_${pad(turn)}_1`;
  const user: UserMessageInfo = { id: userId, sessionID, role: 'user', time: { created: start }, agent: 'build', model: MODELS.sonnet };
  const spec = COMMANDS[turn % COMMANDS.length];
  const failing = spec.fail !== '' && turn % 7 === 3;
  const prompt = `Turn ${turn + 1}: run \`${spec.command}\` and tell me if anything needs fixing.`;
  const messages: MessageWithParts[] = [
    { info: user, parts: [{ id: `prt_live_${pad(turn)}_01`, sessionID, messageID: userId, type: 'text', text: prompt }] },
  ];
  if (offset < T.assistant) return messages;

  const assistantId = `msg_live_${pad(turn)}_2`;
  const info: AssistantMessageInfo = {
    id: assistantId,
    sessionID,
    role: 'assistant',
    parentID: userId,
    time: { created: start + T.assistant },
    modelID: MODELS.sonnet.modelID,
    providerID: MODELS.sonnet.providerID,
    mode: 'build',
    agent: 'build',
    path: { cwd: '/workspace/storefront', root: '/workspace/storefront' },
    cost: 0,
    tokens: { input: 0, output: 0, reasoning: 0, cache: { read: 0, write: 0 } },
  };
  let n = 1;
  const partBase = () => ({ id: `prt_live_${pad(turn)}_${String(++n).padStart(2, '0')}`, sessionID, messageID: assistantId });
  const parts: Part[] = [{ ...partBase(), type: 'step-start' }];
  if (retry) {
    parts.push({ ...partBase(), type: 'retry', attempt: 1, error: { name: 'APIError', data: { message: `Gateway error: ${JSON.stringify(gatewayEnvelope(`req_live_${turn}_1`))}` } }, time: { created: start + T.assistant } });
    if (offset >= T.assistant + RETRY_DELAY / 2) {
      parts.push({ ...partBase(), type: 'retry', attempt: 2, error: { name: 'APIError', data: { message: `Gateway error: ${JSON.stringify(gatewayEnvelope(`req_live_${turn}_2`))}` } }, time: { created: start + T.assistant + RETRY_DELAY / 2 } });
    }
  }
  const toolStart = at(T.toolStart, retry);
  if (offset >= toolStart) {
    const input = { command: spec.command, description: `Run ${spec.command}` };
    const output = failing ? spec.fail : spec.ok;
    const done = offset >= at(T.toolEnd, retry);
    parts.push({
      ...partBase(),
      type: 'tool',
      tool: 'bash',
      callID: `call_live_${pad(turn)}`,
      state: done
        ? { status: 'completed', input, output, title: input.description, metadata: { output, exit: failing ? 1 : 0, description: input.description }, time: { start: start + toolStart, end: start + at(T.toolEnd, retry) } }
        : { status: 'running', input, title: input.description, metadata: { output: '', description: input.description }, time: { start: start + toolStart } },
    });
  }
  if (offset >= at(T.textStart, retry)) {
    const full = failing ? `\`${spec.command}\` failed; the error is in the output above. I will fix it in the next turn.` : `\`${spec.command}\` passed. Nothing to fix.`;
    const streaming = offset < at(T.textFull, retry);
    parts.push({
      ...partBase(),
      type: 'text',
      text: streaming ? full.slice(0, Math.ceil(full.length / 2)) : full,
      time: streaming ? { start: start + at(T.textStart, retry) } : { start: start + at(T.textStart, retry), end: start + at(T.textFull, retry) },
    });
  }
  if (offset >= at(T.finish, retry)) {
    const tokens = { input: 3_200 + turn * 12, output: 90 + (turn % 9) * 7, reasoning: 0, cache: { read: 1_800, write: 0 } };
    const cost = Number(((tokens.input * 3 + tokens.output * 15 + tokens.cache.read * 0.3) / 1_000_000).toFixed(6));
    parts.push({ ...partBase(), type: 'step-finish', reason: 'stop', cost, tokens });
    info.cost = cost;
    info.tokens = tokens;
    info.time.completed = start + at(T.finish, retry);
    info.finish = 'stop';
  }
  messages.push({ info, parts });
  return messages;
}

export function liveStatus(base: number, now: number): SessionStatus {
  const clock = liveClock(base, now);
  if (!clock || clock.offset >= at(T.finish, clock.retry)) return { type: 'idle' };
  if (clock.retry && clock.offset >= T.assistant && clock.offset < T.assistant + RETRY_DELAY) {
    const second = clock.offset >= T.assistant + RETRY_DELAY / 2;
    const attempt = second ? 2 : 1;
    const next = clock.start + T.assistant + (second ? RETRY_DELAY : RETRY_DELAY / 2);
    return { type: 'retry', attempt, message: `Gateway error: ${JSON.stringify(gatewayEnvelope(`req_live_${clock.turn}_${attempt}`))}`, next };
  }
  return { type: 'busy' };
}

/** Time of the newest change at `now`. */
export function liveUpdated(base: number, now: number): number {
  const clock = liveClock(base, now);
  if (!clock) return base;
  const milestones = [
    0,
    T.assistant,
    ...(clock.retry ? [T.assistant + RETRY_DELAY / 2] : []),
    ...[T.toolStart, T.toolEnd, T.textStart, T.textFull, T.finish].map((m) => at(m, clock.retry)),
  ];
  const reached = milestones.filter((m) => m <= clock.offset);
  return clock.start + Math.max(0, ...reached);
}

/** The simulation as a session source; `createdAt` is when the platform instance was created. */
export function liveSource(createdAt: number): SessionSource & { base: number } {
  const base = createdAt - LIVE_PRE_TURNS * LIVE_TURN_MS;
  const finished: MessageWithParts[] = [];
  let finishedTurns = 0;
  return {
    base,
    messages(now) {
      const clock = liveClock(base, now);
      if (!clock) return [];
      const complete = clock.offset === Number.POSITIVE_INFINITY ? clock.turn + 1 : clock.turn;
      while (finishedTurns < complete) {
        finished.push(...liveTurn(finishedTurns, liveTurnStart(base, finishedTurns), Number.POSITIVE_INFINITY));
        finishedTurns++;
      }
      // Every finished turn is two messages; slicing also serves a clock that moved backwards.
      if (complete > clock.turn) return finished.slice(0, complete * 2);
      return [...finished.slice(0, clock.turn * 2), ...liveTurn(clock.turn, clock.start, clock.offset)];
    },
    status: (now) => liveStatus(base, now),
    updated: (now) => liveUpdated(base, now),
  };
}
