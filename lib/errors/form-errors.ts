import { ApiError } from '@/lib/sdk';
import { describeError } from './describe-error';

/** Where a form shows what went wrong: next to a field it names, or at the top of the form. */
export interface FormErrors<F extends string> {
  fields: Partial<Record<F, string>>;
  form?: string;
}

export interface FormErrorOptions<F extends string> {
  /** The platform's field name → the form's field (a trigger's `slug` is derived from its Name field). */
  alias?: Partial<Record<string, F>>;
  /** Words for an error code, in place of the platform's message (the code and its details are at hand). */
  messages?: Partial<Record<string, (error: ApiError) => string>>;
}

interface Issue {
  field: string | undefined;
  message: string | undefined;
}

function issuesOf(body: unknown): Issue[] {
  if (typeof body !== 'object' || body === null) return [];
  const { field, issues } = body as { field?: unknown; issues?: unknown };
  const found: Issue[] = [];
  if (typeof field === 'string') found.push({ field, message: undefined });
  if (Array.isArray(issues)) {
    for (const issue of issues) {
      if (typeof issue !== 'object' || issue === null) continue;
      const { path, message } = issue as { path?: unknown; message?: unknown };
      const head = Array.isArray(path) ? path[0] : undefined;
      found.push({ field: typeof head === 'string' || typeof head === 'number' ? String(head) : undefined, message: typeof message === 'string' ? message : undefined });
    }
  }
  return found;
}

/**
 * Every error the platform answered for a form, placed: each to the field it names (`field`, or the first segment of
 * each `issues[].path`) when the form has that field, everything else at the top, so nothing the platform says is
 * dropped. Never throws.
 */
export function formErrorsFrom<F extends string>(error: unknown, fields: readonly F[], options: FormErrorOptions<F> = {}): FormErrors<F> {
  const info = describeError(error);
  const apiError = error instanceof ApiError ? error : undefined;
  const custom = apiError?.code ? options.messages?.[apiError.code] : undefined;
  let wording = info.detail;
  if (custom && apiError) {
    try {
      wording = custom(apiError);
    } catch {
      wording = info.detail;
    }
  }
  const result: FormErrors<F> = { fields: {} };
  const known = new Set<string>(fields);
  const unplaced: string[] = [];
  const issues = apiError ? issuesOf(apiError.body) : [];
  for (const issue of issues) {
    const target = issue.field === undefined ? undefined : (options.alias?.[issue.field] ?? issue.field);
    const message = custom ? wording : (issue.message ?? wording);
    if (target !== undefined && known.has(target)) {
      const key = target as F;
      result.fields[key] = result.fields[key] && result.fields[key] !== message ? `${result.fields[key]} ${message}` : message;
    } else if (!unplaced.includes(message)) unplaced.push(message);
  }
  if (issues.length === 0) unplaced.push(wording);
  if (unplaced.length > 0) result.form = `${info.title}: ${unplaced.join(' ')}`;
  return result;
}
