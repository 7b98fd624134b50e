import type { ModelRef, Tokens } from '@/lib/contract/wire';
import { toToolView, type ToolView } from './tool-view';
import { unwrapError } from './turn-errors';
import { arr, bool, isRecord, num, prop, str } from './util';

export type ClassifiedPart =
  | { kind: 'text'; id: string; text: string; synthetic: boolean }
  | { kind: 'reasoning'; id: string; text: string }
  | { kind: 'tool'; id: string; tool: ToolView }
  | { kind: 'file'; id: string; filename?: string; mime: string; url: string; isImage: boolean; isPdf: boolean }
  | { kind: 'subtask'; id: string; description: string; agent: string; prompt: string; model?: ModelRef }
  | { kind: 'patch'; id: string; hash: string; files: string[]; fileCount: number }
  | { kind: 'snapshot'; id: string; snapshot: string }
  | { kind: 'agent'; id: string; name: string }
  | { kind: 'retry'; id: string; attempt: number; message: string; createdAt: number }
  | { kind: 'compaction'; id: string; auto: boolean; overflow: boolean; tailStartId?: string }
  | {
      kind: 'step';
      id: string;
      phase: 'start' | 'finish';
      snapshot?: string;
      reason?: string;
      cost?: number;
      tokens?: Tokens;
    }
  | { kind: 'unknown'; raw: unknown };

export type ClassifiedPartKind = ClassifiedPart['kind'];

/** Tokens with every count a finite number; undefined when the value has no usable counts. */
export function readTokens(value: unknown): Tokens | undefined {
  if (!isRecord(value)) return undefined;
  const input = num(prop(value, 'input'));
  const output = num(prop(value, 'output'));
  if (input === undefined && output === undefined) return undefined;
  const tokens: Tokens = { input: input ?? 0, output: output ?? 0 };
  const reasoning = num(prop(value, 'reasoning'));
  if (reasoning !== undefined) tokens.reasoning = reasoning;
  const total = num(prop(value, 'total'));
  if (total !== undefined) tokens.total = total;
  const cache = prop(value, 'cache');
  if (isRecord(cache)) tokens.cache = { read: num(prop(cache, 'read')) ?? 0, write: num(prop(cache, 'write')) ?? 0 };
  return tokens;
}

function readModel(value: unknown): ModelRef | undefined {
  const providerID = str(prop(value, 'providerID'));
  const modelID = str(prop(value, 'modelID'));
  return providerID !== undefined && modelID !== undefined ? { providerID, modelID } : undefined;
}

function retryMessage(error: unknown): string {
  const message = prop(prop(error, 'data'), 'message');
  if (typeof message === 'string' && message !== '') return unwrapError(message);
  return str(prop(error, 'name')) ?? '';
}

/**
 * The spec's classification of one wire part. Total: anything that is not an object with a known
 * `type` becomes `{ kind: 'unknown', raw }`; known types with missing fields get neutral defaults.
 */
export function classifyPart(part: unknown): ClassifiedPart {
  if (!isRecord(part)) return { kind: 'unknown', raw: part };
  const type = prop(part, 'type');
  const id = str(prop(part, 'id')) ?? '';
  switch (type) {
    case 'text':
      return { kind: 'text', id, text: str(prop(part, 'text')) ?? '', synthetic: bool(prop(part, 'synthetic')) };
    case 'reasoning':
      return { kind: 'reasoning', id, text: str(prop(part, 'text')) ?? '' };
    case 'tool':
      return { kind: 'tool', id, tool: toToolView(part) };
    case 'file': {
      const mime = str(prop(part, 'mime')) ?? '';
      const filename = str(prop(part, 'filename'));
      const lower = mime.toLowerCase();
      return {
        kind: 'file',
        id,
        ...(filename !== undefined ? { filename } : {}),
        mime,
        url: str(prop(part, 'url')) ?? '',
        isImage: lower.startsWith('image/'),
        isPdf: lower === 'application/pdf',
      };
    }
    case 'subtask': {
      const model = readModel(prop(part, 'model'));
      return {
        kind: 'subtask',
        id,
        description: str(prop(part, 'description')) ?? '',
        agent: str(prop(part, 'agent')) ?? '',
        prompt: str(prop(part, 'prompt')) ?? '',
        ...(model ? { model } : {}),
      };
    }
    case 'patch': {
      const files = arr(prop(part, 'files')).filter((f): f is string => typeof f === 'string');
      return { kind: 'patch', id, hash: str(prop(part, 'hash')) ?? '', files, fileCount: files.length };
    }
    case 'snapshot':
      return { kind: 'snapshot', id, snapshot: str(prop(part, 'snapshot')) ?? '' };
    case 'agent':
      return { kind: 'agent', id, name: str(prop(part, 'name')) ?? '' };
    case 'retry':
      return {
        kind: 'retry',
        id,
        attempt: num(prop(part, 'attempt')) ?? 0,
        message: retryMessage(prop(part, 'error')),
        createdAt: num(prop(prop(part, 'time'), 'created')) ?? 0,
      };
    case 'compaction': {
      const tailStartId = str(prop(part, 'tail_start_id'));
      return {
        kind: 'compaction',
        id,
        auto: bool(prop(part, 'auto')),
        overflow: bool(prop(part, 'overflow')),
        ...(tailStartId !== undefined ? { tailStartId } : {}),
      };
    }
    case 'step-start':
    case 'step-finish': {
      const step: Extract<ClassifiedPart, { kind: 'step' }> = {
        kind: 'step',
        id,
        phase: type === 'step-start' ? 'start' : 'finish',
      };
      const snapshot = str(prop(part, 'snapshot'));
      if (snapshot !== undefined) step.snapshot = snapshot;
      if (type === 'step-finish') {
        const reason = str(prop(part, 'reason'));
        if (reason !== undefined) step.reason = reason;
        const cost = num(prop(part, 'cost'));
        if (cost !== undefined) step.cost = cost;
        const tokens = readTokens(prop(part, 'tokens'));
        if (tokens) step.tokens = tokens;
      }
      return step;
    }
    default:
      return { kind: 'unknown', raw: part };
  }
}

/** Whether a classified part shows something to a reader (used for `isEmpty`). */
export function hasVisibleContent(part: ClassifiedPart): boolean {
  switch (part.kind) {
    case 'text':
      return !part.synthetic && part.text.trim() !== '';
    case 'reasoning':
      return part.text.trim() !== '';
    case 'tool':
    case 'file':
    case 'subtask':
    case 'patch':
    case 'retry':
    case 'compaction':
      return true;
    default:
      return false;
  }
}
