// The preview a request log keeps: the start of the prompt with anything credential-shaped removed. Pure, never throws.
import 'server-only';

const PREVIEW_CHARS = 160;

const RULES: ReadonlyArray<[RegExp, string]> = [
  // Platform and gateway credentials, common provider keys, bearer tokens, JWTs.
  [/\b(?:platform_(?:pat|sa|oat)_|pgw_|sk-(?:ant-|proj-)?|xox[abpr]-|gh[pousr]_|AKIA)[A-Za-z0-9_\-]{4,}/g, '[secret]'],
  [/\bBearer\s+[A-Za-z0-9._~+/=-]{8,}/gi, 'Bearer [secret]'],
  [/\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}/g, '[secret]'],
  // key=value pairs whose name says secret.
  [/\b((?:api[_-]?key|secret|token|password|passwd|pwd)\s*[:=]\s*)("[^"]*"|'[^']*'|\S+)/gi, '$1[secret]'],
  [/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g, '[email]'],
  // Card, phone and account numbers: any run of 9 or more digits (spaces and dashes allowed between).
  [/\b\d(?:[ -]?\d){8,}\b/g, '[number]'],
];

/** Redacts credentials, e-mail addresses and long digit runs, collapses whitespace and cuts to 160 characters. */
export function redactPreview(text: unknown): string {
  if (typeof text !== 'string') return '';
  let out = text.replace(/\s+/g, ' ').trim();
  for (const [pattern, replacement] of RULES) out = out.replace(pattern, replacement);
  return out.length > PREVIEW_CHARS ? `${out.slice(0, PREVIEW_CHARS - 1)}…` : out;
}
