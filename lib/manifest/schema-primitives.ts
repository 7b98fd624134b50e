import { z } from 'zod';
import {
  BOOLEAN_LIKE_STRING,
  describeValue,
  isPlainObject,
  isRelativePath,
  SLUG_PATTERN,
} from './rules';
import type { LocateTarget } from './types';

type RawIssue = { input?: unknown };

export const got = (input: unknown): string => (input === undefined ? '' : ` (got ${describeValue(input)})`);

/** Schema-level messages must not replace the generic "missing key" text, so they skip undefined input. */
const unlessMissing =
  (message: (input: unknown) => string) =>
  (issue: RawIssue): string | undefined =>
    issue.input === undefined ? undefined : message(issue.input);

export function slugString(label: string) {
  return z
    .string()
    .regex(SLUG_PATTERN, {
      error: (issue) =>
        `${label} ${describeValue(issue.input)} is not a valid slug: use 1–128 lowercase letters, digits, "_" or "-", starting with a letter or digit`,
    });
}

/** The relative-path rule as a JSON Schema pattern (the zod refinement below is what parseManifest runs). */
export const RELATIVE_PATH_PATTERN = '^(?!/)(?!(.*[/\\\\])?\\.\\.([/\\\\]|$))';

export function relativePath(label: string) {
  return z
    .string()
    .min(1, { error: `${label} must not be empty` })
    .refine(isRelativePath, {
      error: (issue) =>
        `${label} must be a relative path: it cannot start with "/" or contain a ".." segment${got(issue.input)}`,
      params: { code: 'relative_path' },
    })
    .meta({ pattern: RELATIVE_PATH_PATTERN });
}

export function nonEmptyString(label: string) {
  return z.string().min(1, { error: `${label} must not be empty` });
}

/** Whole number with inclusive bounds; one message names the whole allowed range. */
export function boundedInt(label: string, min: number, max?: number) {
  const range = max === undefined ? `of at least ${min}` : `from ${min} to ${max}`;
  const message = (input: unknown) => `${label} must be a whole number ${range}${got(input)}`;
  const base = z.number({ error: unlessMissing(message) }).int({ error: unlessMissing(message) }).min(min, {
    error: unlessMissing(message),
  });
  return max === undefined ? base : base.max(max, { error: unlessMissing(message) });
}

const ALLOWLIST_HINT = 'must be a list of names, or "all" or "none"';

/** Allowlist type: an array of non-empty strings, or the string `all` or `none`. */
export function allowlist(label: string, description: string) {
  return z
    .union([z.array(nonEmptyString(`each ${label} entry`)), z.literal('all'), z.literal('none')], {
      error: unlessMissing((input) => `${label} ${ALLOWLIST_HINT}${got(input)}`),
    })
    .describe(description);
}

export function permissionAllowlist(
  permissions: readonly [string, ...string[]],
  version: 1 | 2,
  v1Only: readonly string[],
) {
  const names = z.enum(permissions as [string, ...string[]], {
    error: unlessMissing((input) =>
      typeof input === 'string' && version === 2 && v1Only.includes(input)
        ? `permission "${input}" exists only in platform_version 1`
        : `unknown permission ${describeValue(input)} in platform_cli; see the platform_cli permission list`,
    ),
  });
  return z
    .union([z.array(names), z.literal('all'), z.literal('none')], {
      error: unlessMissing((input) => `platform_cli must be a list of permission names, or "all" or "none"${got(input)}`),
    })
    .describe(
      `Platform CLI permissions the agent gets: a list of permission names (platform_version ${version}), or "all" or "none".`,
    );
}

/** Case-insensitive alternation written without the `i` flag, so the JSON Schema pattern stays exact. */
function caseInsensitivePattern(source: RegExp): string {
  const words = source.source.replace(/^\^\(|\)\$$/g, '').split('|');
  const expand = (word: string) =>
    [...word].map((c) => (/[a-z]/i.test(c) ? `[${c.toLowerCase()}${c.toUpperCase()}]` : c)).join('');
  return `^(${words.map(expand).join('|')})$`;
}

const BOOLEAN_LIKE_MESSAGE =
  'enabled must be true or false, a number, or one of true, false, 1, 0, yes, no, on, off';

/** Boolean-like `enabled` (triggers, channels): boolean, number, or a boolean word in any letter case. */
export const booleanLike = z
  .union(
    [
      z.boolean(),
      z.number(),
      z.string().regex(new RegExp(caseInsensitivePattern(BOOLEAN_LIKE_STRING)), {
        error: (issue) => `${BOOLEAN_LIKE_MESSAGE}${got(issue.input)}`,
      }),
    ],
    { error: unlessMissing((input) => `${BOOLEAN_LIKE_MESSAGE}${got(input)}`) },
  )
  .describe('Boolean-like: true/false, a number, or true, false, 1, 0, yes, no, on, off (any letter case).');

/** A key that must not be present; the diagnostic points at the key. */
export function forbidden(message: string) {
  return z
    .never({ error: message })
    .optional()
    .describe(`Not allowed: ${message}`);
}

export interface RuleContext {
  issue(path: (string | number)[], message: string, code: string, target?: LocateTarget): void;
}

/**
 * A cross-field rule over a map. It runs even when fields of the map already failed (zod skips refinements
 * after a failure by default), so people see every problem at once; it therefore reads its input as unknown.
 */
export function rule(check: (value: Record<string, unknown>, ctx: RuleContext) => void) {
  return z.superRefine<unknown>(
    (value, ctx) => {
      if (!isPlainObject(value)) return;
      check(value, {
        issue(path, message, code, target = 'value') {
          ctx.addIssue({ code: 'custom', path, message, params: { code, target } });
        },
      });
    },
    { when: (payload) => isPlainObject(payload.value) },
  );
}
