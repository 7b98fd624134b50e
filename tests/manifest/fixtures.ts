import { expect } from 'vitest';
import { stringify as toToml } from 'smol-toml';
import { stringify as toYaml } from 'yaml';
import { parseManifest, type Diagnostic, type ManifestResult } from '@/lib/manifest';

export type Doc = Record<string, unknown>;

export const v2 = (extra: Doc = {}): Doc => ({
  platform_version: 2,
  default_agent: 'main',
  agents: { main: { enabled: true } },
  ...extra,
});

export const v1 = (extra: Doc = {}): Doc => ({ platform_version: 1, agents: [{ name: 'main' }], ...extra });

export const trigger = (extra: Doc = {}): Doc => ({ slug: 'nightly', type: 'cron', cron: '0 3 * * *', prompt: 'run', ...extra });

export const connector = (extra: Doc = {}): Doc => ({ slug: 'docs', provider: 'openapi', ...extra });

export const app = (extra: Doc = {}): Doc => ({ path: 'web', type: 'static', ...extra });

/** The document in both formats; TOML is left out when it cannot hold the data (null). */
function sources(doc: Doc): Array<['yaml' | 'toml', string]> {
  const out: Array<['yaml' | 'toml', string]> = [['yaml', toYaml(doc)]];
  try {
    out.push(['toml', toToml(doc)]);
  } catch {
    // TOML has no null; those cases are checked in YAML only.
  }
  return out;
}

export function parseBoth(doc: Doc): Array<[string, ManifestResult]> {
  return sources(doc).map(([format, text]) => [format, parseManifest(text, { format })]);
}

export const errors = (result: ManifestResult): Diagnostic[] => result.diagnostics.filter((d) => d.severity === 'error');
export const warnings = (result: ManifestResult): Diagnostic[] => result.diagnostics.filter((d) => d.severity === 'warning');

/** The document is valid in YAML and TOML and has no errors. */
export function expectValid(doc: Doc): void {
  for (const [format, result] of parseBoth(doc)) {
    expect(errors(result), `${format}: ${JSON.stringify(errors(result))}`).toEqual([]);
    expect(result.ok, format).toBe(true);
  }
}

/** The document is invalid, with an error at `path` (and `code`, `message` pattern when given), in both formats. */
export function expectError(doc: Doc, path: (string | number)[], code?: string, message?: RegExp): Diagnostic {
  let found: Diagnostic | undefined;
  for (const [format, result] of parseBoth(doc)) {
    expect(result.ok, `${format} should be invalid`).toBe(false);
    const match = errors(result).find((d) => JSON.stringify(d.path) === JSON.stringify(path) && (!code || d.code === code));
    expect(match, `${format}: no error at ${JSON.stringify(path)} ${code ?? ''} in ${JSON.stringify(result.diagnostics)}`).toBeDefined();
    if (message) expect(match?.message).toMatch(message);
    found ??= match;
  }
  return found as Diagnostic;
}

export function line(result: ManifestResult, code: string): Diagnostic {
  const found = result.diagnostics.find((d) => d.code === code);
  expect(found, `no ${code} in ${JSON.stringify(result.diagnostics)}`).toBeDefined();
  return found as Diagnostic;
}

/** Text of zod's built-in English messages: none may reach a person. */
export const RAW_ZOD_TEXT = /Invalid input|Too (big|small)|expected \w+, received|Unrecognized key|Invalid (discriminator|key in record|option)/;
