import { z } from 'zod';

// NUL and other C0/C1 controls, bidi overrides and isolates (U+202A–E, U+2066–9), and lone surrogates: characters
// that let a name impersonate another one on screen, or break what displays it.
const SPOOFING = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether a user-chosen name is free of control, bidi-override and lone-surrogate characters. */
export function isDisplaySafe(value: string): boolean {
  return !SPOOFING.test(value);
}

/** A name a person gives something (project, session, trigger, key, token, account): trimmed, 1–`max` characters. */
export function userName(max: number, required = 'Give it a name') {
  return z
    .string()
    .trim()
    .min(1, required)
    .max(max, `Use at most ${max} characters`)
    .refine(isDisplaySafe, 'Names cannot contain control characters, text-direction overrides or broken characters');
}
