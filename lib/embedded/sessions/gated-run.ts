// A simulated run whose tool calls may wait for a person's approval (`p.approvals`). The run is a script of tool calls;
// a gated call stops the run in state `pending` until it is approved or denied. Everything else follows from the clock
// and the decisions taken, so the same decisions at the same times give the same session.
//
// Scopes: `once` lets this call run; `session` also lets every later call of the same tool in this session run
// without asking; `session_all` lets every later call in this session run. A denial ends the call as an error and
// the agent stops.
import 'server-only';
import type { ApprovalDecision, ApprovalScope } from '@/lib/contract/types-approvals';
import type { AssistantMessageInfo, MessageWithParts, ModelRef, Part, SessionStatus, ToolPart } from '@/lib/contract/wire';
import type { SessionSource } from './types';

export interface GatedStep {
  tool: string;
  input: Record<string, unknown>;
  title: string;
  output: string;
  metadata?: Record<string, unknown>;
  /** Why the call needs approval (e.g. `connector:payments refund_*`); without it the call runs at once. */
  gate?: string;
  runMs?: number;
}

export interface GatedRunScript {
  sessionID: string;
  start: number;
  prompt: string;
  agent: string;
  model: ModelRef;
  cwd: string;
  steps: GatedStep[];
  answer: string;
  /** What the agent says after a call was denied. */
  deniedAnswer(tool: string): string;
}

export interface GateDecision {
  decision: ApprovalDecision;
  scope: ApprovalScope;
  at: number;
  by: { id: string; name: string };
}

/** One call that asked for approval, as it stands at `now`. */
export interface GateView {
  executionId: string;
  messageId: string;
  part: ToolPart;
  reason: string;
  requestedAt: number;
  decision?: GateDecision;
}

export interface GatedSource extends SessionSource {
  /** The calls that have asked for approval by `now`, oldest first. */
  gates(now: number): GateView[];
  /** Records a decision for a pending gate (the handler checks it is pending first). */
  resolve(executionId: string, decision: GateDecision): void;
}

export function isGatedSource(source: SessionSource): source is GatedSource {
  return typeof (source as Partial<GatedSource>).gates === 'function' && typeof (source as Partial<GatedSource>).resolve === 'function';
}

const T = { assistant: 400, gap: 300, run: 1_200, textStream: 500, finish: 200 } as const;

interface Simulation {
  messages: MessageWithParts[];
  status: SessionStatus;
  updated: number;
  gates: GateView[];
  done: boolean;
}

function covers(decision: GateDecision | undefined, tool: string, ofTool: string): boolean {
  if (!decision || decision.decision !== 'approve') return false;
  return decision.scope === 'session_all' || (decision.scope === 'session' && ofTool === tool);
}

function simulate(script: GatedRunScript, decisions: ReadonlyMap<string, GateDecision>, now: number): Simulation {
  const { sessionID, start } = script;
  const tag = sessionID.replace(/^ses_/, '');
  const userId = `msg_${tag}_1`;
  const messages: MessageWithParts[] = [
    { info: { id: userId, sessionID, role: 'user', time: { created: start }, agent: script.agent, model: script.model }, parts: [{ id: `prt_${tag}_01`, sessionID, messageID: userId, type: 'text', text: script.prompt }] },
  ];
  const gates: GateView[] = [];
  if (now < start + T.assistant) return { messages, status: { type: 'busy' }, updated: start, gates, done: false };

  const assistantId = `msg_${tag}_2`;
  const info: AssistantMessageInfo = {
    id: assistantId, sessionID, role: 'assistant', parentID: userId, time: { created: start + T.assistant },
    modelID: script.model.modelID, providerID: script.model.providerID, mode: script.agent, agent: script.agent,
    path: { cwd: script.cwd, root: script.cwd }, cost: 0, tokens: { input: 0, output: 0, reasoning: 0, cache: { read: 0, write: 0 } },
  };
  let n = 1;
  const base = () => ({ id: `prt_${tag}_${String(++n).padStart(2, '0')}`, sessionID, messageID: assistantId });
  const parts: Part[] = [{ ...base(), type: 'step-start' }];
  messages.push({ info, parts });
  const waiting = (updated: number): Simulation => ({ messages, status: { type: 'busy' }, updated, gates, done: false });

  // Approvals granted so far, with their scope, in the order they were given.
  const granted: Array<{ tool: string; decision: GateDecision }> = [];
  let t = start + T.assistant;
  let answer = script.answer;
  for (let i = 0; i < script.steps.length; i++) {
    const step = script.steps[i];
    const callStart = t + T.gap;
    if (now < callStart) return waiting(t);
    const callID = `call_${tag}_${i + 1}`;
    const partBase = base();
    const needsApproval = step.gate !== undefined && !granted.some((g) => covers(g.decision, step.tool, g.tool));
    let runStart = callStart;
    if (needsApproval) {
      const executionId = `exe_${tag}_${i + 1}`;
      const decision = decisions.get(executionId);
      const decided = decision && decision.at <= now ? decision : undefined;
      const at = decided ? Math.max(decided.at, callStart) : 0;
      let part: ToolPart;
      if (!decided) part = { ...partBase, type: 'tool', tool: step.tool, callID, state: { status: 'pending', input: step.input } };
      else if (decided.decision === 'deny') part = { ...partBase, type: 'tool', tool: step.tool, callID, state: { status: 'error', input: step.input, error: `Denied by ${decided.by.name}: the call did not run`, time: { start: callStart, end: at } } };
      else part = { ...partBase, type: 'tool', tool: step.tool, callID, state: { status: 'running', input: step.input, title: step.title, time: { start: at } } };
      gates.push({ executionId, messageId: assistantId, part, reason: step.gate!, requestedAt: callStart, ...(decided ? { decision: decided } : {}) });
      if (!decided) {
        parts.push(part);
        return waiting(callStart);
      }
      if (decided.decision === 'deny') {
        parts.push(part);
        answer = script.deniedAnswer(step.tool);
        t = at;
        break;
      }
      granted.push({ tool: step.tool, decision: decided });
      runStart = at;
    }
    const end = runStart + (step.runMs ?? T.run);
    const gateView = gates.at(-1);
    const part: ToolPart = now >= end
      ? { ...partBase, type: 'tool', tool: step.tool, callID, state: { status: 'completed', input: step.input, output: step.output, title: step.title, metadata: step.metadata ?? {}, time: { start: runStart, end } } }
      : { ...partBase, type: 'tool', tool: step.tool, callID, state: { status: 'running', input: step.input, title: step.title, metadata: {}, time: { start: runStart } } };
    if (gateView && gateView.part.callID === callID) gateView.part = part;
    parts.push(part);
    if (now < end) return waiting(runStart);
    t = end;
  }
  const textStart = t + T.gap;
  if (now < textStart) return waiting(t);
  const streaming = now < textStart + T.textStream;
  parts.push({ ...base(), type: 'text', text: streaming ? answer.slice(0, Math.ceil(answer.length / 2)) : answer, time: streaming ? { start: textStart } : { start: textStart, end: textStart + T.textStream } });
  const finish = textStart + T.textStream + T.finish;
  if (now < finish) return waiting(textStart);
  const tokens = { input: 2_800, output: 180, reasoning: 0, cache: { read: 1_100, write: 0 } };
  const cost = Number(((tokens.input * 3 + tokens.output * 15 + tokens.cache.read * 0.3) / 1_000_000).toFixed(6));
  parts.push({ ...base(), type: 'step-finish', reason: 'stop', cost, tokens });
  Object.assign(info, { cost, tokens, finish: 'stop', time: { created: start + T.assistant, completed: finish } });
  return { messages, status: { type: 'idle' }, updated: finish, gates, done: true };
}

/** The script as a session source; decisions live in the source (account-local runtime state of the session). */
export function gatedRunSource(script: GatedRunScript): GatedSource {
  const decisions = new Map<string, GateDecision>();
  let finished: Simulation | undefined;
  const at = (now: number) => {
    if (finished && now >= finished.updated) return finished;
    const sim = simulate(script, decisions, now);
    if (sim.done) finished = sim;
    return sim;
  };
  return {
    messages: (now) => at(now).messages,
    status: (now) => at(now).status,
    updated: (now) => at(now).updated,
    gates: (now) => at(now).gates,
    resolve(executionId, decision) {
      decisions.set(executionId, decision);
      finished = undefined;
    },
  };
}
