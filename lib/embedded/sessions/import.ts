// Validating and preparing an agent-runtime export `{ info, messages: [{ info, parts }] }` for import. Pure: no I/O,
// never throws, and nothing in the store changes until `commitImport`.
import 'server-only';
import { z } from 'zod';
import type { MessageWithParts, SessionInfo } from '@/lib/contract/wire';
import { isRecord, num, prop, str } from '@/lib/sdk/util';
import { exportTitle, messageTimes } from '@/lib/sessions/import-preview';
import { sessionAgentFor } from '../manifest-objects';
import type { Store } from '../store';
import { addSession, getSessionRecord } from './store-sessions';
import type { SessionRecord } from './types';

/** Session ids become file names and URL segments. */
export const IMPORT_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,199}$/;
/** A top-level key the platform adds to exports it stores (owner, import time); ignored on validation. */
export const IMPORT_META_KEY = 'x-platform-import';

const NOT_EXPORT = 'not an agent-runtime export';

const partSchema = z.looseObject({ type: z.string({ error: 'must be a string (the part type)' }) }, { error: 'must be an object' });

/** Epoch milliseconds from 1970 to the year 9999: what a Date can hold and every time formatter can show. */
export const MAX_EPOCH_MS = 253_402_300_799_999;
const epochMs = z
  .number({ error: 'must be a number (epoch ms)' })
  .min(0, { error: 'must be a time after 1970 (epoch ms)' })
  .max(MAX_EPOCH_MS, { error: 'must be a time before the year 10000 (epoch ms)' });

const messageSchema = z.looseObject(
  {
    info: z.looseObject(
      {
        id: z.string({ error: 'must be a non-empty string' }).min(1, { error: 'must be a non-empty string' }),
        role: z.enum(['user', 'assistant'], { error: 'must be user or assistant' }).optional(),
        time: z.looseObject({ created: epochMs.optional(), completed: epochMs.optional() }, { error: 'must be an object' }).optional(),
      },
      { error: 'must be an object' },
    ),
    parts: z.array(partSchema, { error: 'must be an array of parts' }),
  },
  { error: 'must be an object with info and parts' },
);

const exportSchema = z.looseObject({
  info: z.looseObject({
    id: z.string().regex(IMPORT_ID_PATTERN, { error: "must be 1–200 letters, digits, '_', '-' or '.', starting with a letter or digit" }),
    title: z.string({ error: 'must be a string' }).nullable().optional(),
    parentID: z.string({ error: 'must be a string' }).nullable().optional(),
    time: z
      .looseObject(
        { created: epochMs.optional(), updated: epochMs.optional() },
        { error: 'must be an object' },
      )
      .optional(),
  }),
  messages: z.array(messageSchema),
});

export interface ValidExport {
  info: Record<string, unknown> & { id: string; title?: string | null; parentID?: string | null; time?: { created?: number; updated?: number } };
  messages: MessageWithParts[];
}

export type ExportValidation = { ok: true; value: ValidExport } | { ok: false; message: string; issues: string[] };

function pathText(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, key) => (typeof key === 'number' ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)), '');
}

function fail(issues: string[]): ExportValidation {
  const shown = issues.slice(0, 5);
  const more = issues.length > shown.length ? ` (and ${issues.length - shown.length} more)` : '';
  return { ok: false, message: shown.join('; ') + more, issues };
}

/** Checks an export; messages name the place ("messages[3].info.role must be user or assistant"). */
export function validateSessionExport(input: unknown): ExportValidation {
  try {
    if (!isRecord(input)) return fail([`${NOT_EXPORT}: expected a JSON object with info and messages`]);
    const info = prop(input, 'info');
    if (!isRecord(info)) return fail([`${NOT_EXPORT}: missing info`]);
    if (prop(info, 'id') === undefined) return fail([`${NOT_EXPORT}: missing info.id`]);
    if (!Array.isArray(prop(input, 'messages'))) return fail([`${NOT_EXPORT}: missing messages (an array)`]);
    const parsed = exportSchema.safeParse(input);
    if (!parsed.success) return fail(parsed.error.issues.map((issue) => `${pathText(issue.path)} ${issue.message}`));
    const seen = new Map<string, number>();
    const duplicates: string[] = [];
    parsed.data.messages.forEach((message, index) => {
      const first = seen.get(message.info.id);
      if (first !== undefined) duplicates.push(`messages[${index}].info.id repeats messages[${first}].info.id (${message.info.id})`);
      else seen.set(message.info.id, index);
    });
    if (duplicates.length > 0) return fail(duplicates);
    return { ok: true, value: parsed.data as unknown as ValidExport };
  } catch (error) {
    return fail([`${NOT_EXPORT}: ${error instanceof Error ? error.message : 'unreadable input'}`]);
  }
}

export interface ImportRefusal {
  status: 400 | 409;
  code: 'invalid_export' | 'session_exists' | 'no_default_agent';
  message: string;
  issues?: string[];
}

export interface PreparedImport {
  projectId: string;
  ownerId: string;
  /** The manifest agent the session belongs to (see SessionRecord.agent). */
  agent: string;
  info: SessionInfo;
  messages: MessageWithParts[];
  /** The validated export, as it will be written to the data folder. */
  exported: ValidExport;
}

/** Validates and checks for a duplicate; returns what `commitImport` will store. Changes nothing. */
export function prepareImport(store: Store, projectId: string, ownerId: string, input: unknown, now: number): { ok: true; prepared: PreparedImport } | { ok: false; refusal: ImportRefusal } {
  const result = validateSessionExport(input);
  if (!result.ok) return { ok: false, refusal: { status: 400, code: 'invalid_export', message: `Cannot import this file: ${result.message}`, issues: result.issues } };
  const { info: raw, messages } = result.value;
  if (getSessionRecord(store, projectId, raw.id)) {
    return { ok: false, refusal: { status: 409, code: 'session_exists', message: `A session with id ${raw.id} already exists in this project` } };
  }
  const project = store.projects.get(projectId);
  const stored = str(prop(prop(input, IMPORT_META_KEY), 'agent'));
  // A declared agent the export (or an earlier import of it) names, else the default agent: never a runtime name.
  const agent = project ? sessionAgentFor({ store }, project, stored, str(raw.agent)) : null;
  if (!agent) return { ok: false, refusal: { status: 400, code: 'no_default_agent', message: 'Cannot import into this project: its manifest declares no agent for the session to belong to' } };
  const times = messageTimes(messages);
  const created = num(raw.time?.created) ?? times.first ?? now;
  const updated = num(raw.time?.updated) ?? times.last ?? created;
  const { projectID: _runtimeProject, ...rest } = raw;
  const info: SessionInfo = {
    ...(rest as Partial<SessionInfo>),
    id: raw.id,
    title: exportTitle(raw, messages),
    time: { ...(isRecord(raw.time) ? raw.time : {}), created, updated: Math.max(created, updated) },
  };
  if (typeof raw.parentID === 'string' && raw.parentID) info.parentID = raw.parentID;
  else delete info.parentID;
  return { ok: true, prepared: { projectId, ownerId, agent, info, messages, exported: result.value } };
}

export function commitImport(store: Store, prepared: PreparedImport): SessionRecord {
  return addSession(store, {
    projectId: prepared.projectId,
    info: prepared.info,
    ownerId: prepared.ownerId,
    agent: prepared.agent,
    visibility: 'project',
    runtimeState: 'imported',
    imported: true,
    messages: prepared.messages,
  });
}
