import type { z } from 'zod';
import { describeValue } from './rules';
import type { LocateTarget, PathSegment, PendingDiagnostic } from './types';

type Issue = z.core.$ZodIssue;
type RawIssue = z.core.$ZodRawIssue;

/** `"port"`, or `item 2 of "command"` for list entries: how a message names the offending place. */
export function subjectOf(path: readonly PathSegment[]): string {
  const last = path[path.length - 1];
  if (last === undefined) return 'the manifest';
  if (typeof last === 'number') {
    const parent = path[path.length - 2];
    return parent === undefined ? `item ${last + 1}` : `item ${last + 1} of "${String(parent)}"`;
  }
  return `"${last}"`;
}

const EXPECTED: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a map of keys',
  record: 'a map of keys',
  literal: 'a fixed value',
};

function kindOf(value: unknown): string {
  if (value === null) return 'empty (null)';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return 'text';
  if (typeof value === 'number') return Number.isFinite(value) ? 'a number' : 'a non-finite number';
  if (typeof value === 'boolean') return 'true/false';
  if (value instanceof Date) return 'a date';
  if (typeof value === 'object') return 'a map';
  return typeof value;
}

function sizeWord(origin: string | undefined, count: number | bigint): string {
  const n = Number(count);
  if (origin === 'string') return `${n} character${n === 1 ? '' : 's'}`;
  if (origin === 'array' || origin === 'set') return `${n} item${n === 1 ? '' : 's'}`;
  return String(n);
}

/**
 * Per-parse zod error map: human messages for issues whose schema did not author one. It reads the full
 * path, so a message can name the key ("\"enabled\" must be true or false, not text").
 */
export function manifestErrorMap(issue: RawIssue): string | undefined {
  const path = (issue.path ?? []) as PathSegment[];
  const subject = subjectOf(path);
  if (isMissing(issue)) return `missing required key ${subject}`;
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.expected === 'never') return `${subject} is not allowed here`;
      if (issue.input === null && (issue.expected === 'object' || issue.expected === 'record')) {
        return `${subject} has no value; write {} for an empty map`;
      }
      if (issue.input === null && issue.expected === 'array') return `${subject} has no value; write [] for an empty list`;
      const expected = EXPECTED[issue.expected] ?? issue.expected;
      return `${subject} must be ${expected}, not ${kindOf(issue.input)}`;
    }
    case 'too_small': {
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return `${subject} must not be empty`;
      if (issue.origin === 'array' && Number(issue.minimum) === 1) return `${subject} needs at least one item`;
      const atLeast = issue.origin === 'number' ? String(issue.minimum) : sizeWord(issue.origin, issue.minimum);
      return `${subject} must be at least ${atLeast}${issue.inclusive === false ? ' (exclusive)' : ''}${gotValue(issue)}`;
    }
    case 'too_big': {
      const atMost = issue.origin === 'number' ? String(issue.maximum) : sizeWord(issue.origin, issue.maximum);
      return `${subject} must be at most ${atMost}${gotValue(issue)}`;
    }
    case 'invalid_value': {
      const values = issue.values.map((value) => (typeof value === 'string' ? value : JSON.stringify(value)));
      const choice = values.length === 1 ? values[0] : `one of ${values.join(', ')}`;
      return `${subject} must be ${choice} (got ${describeValue(issue.input)})`;
    }
    case 'invalid_format':
      return `${subject} has an invalid format${gotValue(issue)}`;
    case 'unrecognized_keys':
      return `unknown key${issue.keys.length === 1 ? '' : 's'} ${issue.keys.map((key) => `"${key}"`).join(', ')}`;
    case 'invalid_union':
      return `${subject} has an unsupported value${gotValue(issue)}`;
    case 'invalid_key':
      return `invalid key ${describeValue(issue.input)}`;
    default:
      return `${subject} is invalid${gotValue(issue)}`;
  }
}

/** A required key that is absent: zod reports it as a type, enum or union mismatch on `undefined`. */
function isMissing(issue: { code?: string; input?: unknown }): boolean {
  return issue.input === undefined && (issue.code === 'invalid_type' || issue.code === 'invalid_value' || issue.code === 'invalid_union');
}

function gotValue(issue: RawIssue): string {
  return issue.input === undefined || typeof issue.input === 'object' ? '' : ` (got ${describeValue(issue.input)})`;
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length];
}

export function unknownKeyMessage(key: string, where: string, allowed: readonly string[]): string {
  const close = allowed
    .map((candidate) => ({ candidate, distance: editDistance(key.toLowerCase(), candidate.toLowerCase()) }))
    .filter(({ distance }) => distance <= 2)
    .sort((a, b) => a.distance - b.distance)[0];
  const hint = close ? `; did you mean "${close.candidate}"?` : allowed.length > 0 ? `; allowed keys: ${allowed.join(', ')}` : '';
  return `unknown key "${key}" ${where}${hint}`;
}

/** Turns one zod issue into diagnostics waiting for a position (an unknown-keys issue gives one per key). */
export function issueToPending(issue: Issue, closedKeys: (path: PathSegment[]) => readonly string[]): PendingDiagnostic[] {
  const path = issue.path as PathSegment[];
  const base = { severity: 'error' as const };
  switch (issue.code) {
    case 'unrecognized_keys': {
      const allowed = closedKeys(path);
      const where = path.length > 0 ? `in ${describePath(path)}` : 'at the top level';
      return issue.keys.map((key) => ({
        ...base,
        path: [...path, key],
        message: unknownKeyMessage(key, where, allowed),
        code: 'unknown_key',
        target: 'key' as LocateTarget,
      }));
    }
    case 'invalid_key': {
      const inner = issue.issues[0]?.message;
      return [{ ...base, path, message: inner ?? issue.message, code: 'invalid_key', target: 'key' }];
    }
    case 'invalid_type': {
      const input = (issue as { input?: unknown }).input;
      if (issue.expected === 'never') return [{ ...base, path, message: issue.message, code: 'forbidden_key', target: 'key' }];
      const code = input === undefined ? 'missing_key' : 'invalid_type';
      return [{ ...base, path, message: issue.message, code, target: 'value' }];
    }
    case 'invalid_union': {
      // A list whose entries are wrong fails every branch of an allowlist union; the list branch's own
      // issues (with their deeper paths) say precisely which entry and why.
      const deep = issue.errors.find((branch) => branch.length > 0 && branch.every((inner) => inner.path.length > 0));
      if (deep) {
        return deep.flatMap((inner) => {
          const full = { ...inner, path: [...path, ...inner.path] } as Issue;
          // Generic messages were written against the branch-relative path; write them again for the full one.
          const generic = manifestErrorMap(inner as unknown as RawIssue) === inner.message;
          const message = generic ? (manifestErrorMap(full as unknown as RawIssue) ?? inner.message) : inner.message;
          return issueToPending({ ...full, message } as Issue, closedKeys);
        });
      }
      const code = isMissing(issue as { code: string; input?: unknown }) ? 'missing_key' : 'invalid_union';
      return [{ ...base, path, message: issue.message, code, target: 'value' }];
    }
    case 'custom': {
      const params = (issue.params ?? {}) as { code?: string; target?: LocateTarget };
      return [{ ...base, path, message: issue.message, code: params.code ?? 'invalid', target: params.target ?? 'value' }];
    }
    default: {
      const code = isMissing(issue as { code: string; input?: unknown }) ? 'missing_key' : issue.code;
      return [{ ...base, path, message: issue.message, code, target: 'value' }];
    }
  }
}

/** `agents.main`, `triggers[2]`: a path as people write it. */
export function describePath(path: readonly PathSegment[]): string {
  return path.reduce<string>((text, segment) => {
    if (typeof segment === 'number') return `${text}[${segment}]`;
    const key = /^[A-Za-z0-9_-]+$/.test(segment) ? segment : JSON.stringify(segment);
    return text === '' ? key : `${text}.${key}`;
  }, '');
}
