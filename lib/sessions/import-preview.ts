// What an agent-runtime export `{ info, messages }` holds, read the same way by the import dialog's preview and the
// platform's import: title, message count, first and last times, model. Pure; never throws on any input.
import { isRecord, num, prop, str } from '@/lib/sdk/util';

/** The first line of the first user text (synthetic parts skipped), at most 80 characters. */
export function firstUserText(messages: unknown): string | undefined {
  if (!Array.isArray(messages)) return undefined;
  for (const message of messages) {
    if (prop(prop(message, 'info'), 'role') !== 'user') continue;
    const parts = prop(message, 'parts');
    if (!Array.isArray(parts)) continue;
    for (const part of parts) {
      const raw = prop(part, 'type') === 'text' && prop(part, 'synthetic') !== true ? str(prop(part, 'text')) : undefined;
      const text = raw?.split('\n').find((line) => line.trim() !== '')?.trim();
      if (text) return text.length > 80 ? `${text.slice(0, 79)}…` : text;
    }
  }
  return undefined;
}

/** The export's own title, else the first user text, else a name from its id. */
export function exportTitle(info: unknown, messages: unknown): string {
  const id = str(prop(info, 'id')) ?? 'unknown';
  return str(prop(info, 'title'))?.trim() || firstUserText(messages) || `Imported session ${id}`;
}

/** Earliest and latest message time (created or completed), epoch ms. */
export function messageTimes(messages: unknown): { first?: number; last?: number } {
  let first: number | undefined;
  let last: number | undefined;
  if (!Array.isArray(messages)) return {};
  for (const message of messages) {
    const time = prop(prop(message, 'info'), 'time');
    for (const value of [num(prop(time, 'created')), num(prop(time, 'completed'))]) {
      if (value === undefined || !Number.isFinite(value)) continue;
      first = first === undefined ? value : Math.min(first, value);
      last = last === undefined ? value : Math.max(last, value);
    }
  }
  return { first, last };
}

export interface ExportPreview {
  id: string | null;
  title: string;
  messageCount: number;
  first: number | null;
  last: number | null;
  /** `provider/model` of the newest assistant message, else the newest model reference. */
  model: string | null;
}

function modelRef(value: unknown): string | undefined {
  const modelID = str(prop(value, 'modelID'));
  const providerID = str(prop(value, 'providerID'));
  return modelID ? (providerID ? `${providerID}/${modelID}` : modelID) : undefined;
}

/** What the dialog shows before committing; null when the value is not an export at all (the platform says why). */
export function previewExport(value: unknown): ExportPreview | null {
  if (!isRecord(value) || !isRecord(prop(value, 'info')) || !Array.isArray(prop(value, 'messages'))) return null;
  const info = prop(value, 'info');
  const messages = prop(value, 'messages') as unknown[];
  const times = messageTimes(messages);
  let model: string | undefined;
  for (let i = messages.length - 1; i >= 0 && !model; i--) {
    const messageInfo = prop(messages[i], 'info');
    if (prop(messageInfo, 'role') === 'assistant') model = modelRef(messageInfo);
  }
  for (let i = messages.length - 1; i >= 0 && !model; i--) model = modelRef(prop(prop(messages[i], 'info'), 'model'));
  return {
    id: str(prop(info, 'id')) ?? null,
    title: exportTitle(info, messages),
    messageCount: messages.length,
    first: num(prop(prop(info, 'time'), 'created')) ?? times.first ?? null,
    last: num(prop(prop(info, 'time'), 'updated')) ?? times.last ?? null,
    model: model ?? null,
  };
}
