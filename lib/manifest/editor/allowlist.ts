export type Allowlist = string[] | 'all' | 'none';

export type AllowlistChoice = 'unchanged' | 'all' | 'none' | 'list';

/**
 * Reads an allowlist from the quick-action form: `all`, `none`, or names separated by commas, spaces or
 * new lines. `unchanged` gives undefined. A list must name at least one entry.
 */
export function readAllowlist(choice: AllowlistChoice, names: string): { ok: true; value: Allowlist | undefined } | { ok: false; message: string } {
  if (choice === 'unchanged') return { ok: true, value: undefined };
  if (choice === 'all' || choice === 'none') return { ok: true, value: choice };
  const list = [...new Set(String(names ?? '').split(/[\s,]+/).filter(Boolean))];
  if (list.length === 0) return { ok: false, message: 'Name at least one entry, or choose all or none' };
  return { ok: true, value: list };
}
