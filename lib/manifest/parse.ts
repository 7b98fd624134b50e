import type { z } from 'zod';
import { issueToPending, manifestErrorMap } from './messages';
import { loadToml } from './positions-toml';
import { loadYaml, type LoadedSource } from './positions-yaml';
import { describeValue, isPlainObject } from './rules';
import type { Manifest } from './schema';
import { manifestV1Schema } from './schema-v1';
import { manifestV2Schema, V2_AGENT_KEYS } from './schema-v2';
import type { Diagnostic, ManifestFormat, PathSegment, PendingDiagnostic } from './types';
import { collectWarnings } from './warnings';

/** Manifests larger than this are refused before any parsing (256 KB: real manifests are a few KB). */
export const MANIFEST_MAX_CHARS = 256 * 1024;

export type ManifestResult =
  | { ok: true; version: 1 | 2; manifest: Manifest; diagnostics: Diagnostic[] }
  | { ok: false; version: 1 | 2 | null; diagnostics: Diagnostic[] };

export interface ParseOptions {
  format?: ManifestFormat;
}

/** The source as data plus everything needed to place problems, or the reason it is not a manifest. */
export interface ManifestDocument {
  loaded: LoadedSource;
  data: Record<string, unknown> | undefined;
  version: 1 | 2 | null;
  /** Syntax errors, an empty or non-map document, a missing or invalid platform_version. */
  blocking: Diagnostic[];
}

export function readManifestDocument(source: string, format: ManifestFormat): ManifestDocument {
  const loaded = format === 'toml' ? loadToml(source) : loadYaml(source);
  const data = isPlainObject(loaded.data) ? loaded.data : undefined;
  const rawVersion = data?.platform_version;
  const version = rawVersion === 1 || rawVersion === 2 ? rawVersion : null;
  const blocking = loaded.problems.filter((problem) => problem.severity === 'error');
  if (blocking.length > 0) return { loaded, data, version, blocking };

  const place = (pending: PendingDiagnostic) => placeDiagnostic(loaded, pending);
  if (loaded.data === undefined || loaded.data === null || (typeof loaded.data === 'string' && loaded.data.trim() === '')) {
    blocking.push(place(topLevel('the manifest is empty; start with platform_version: 2', 'empty_manifest')));
  } else if (!data) {
    blocking.push(
      place(topLevel(`the manifest must be a map of keys such as platform_version, not ${describeValue(loaded.data)}`, 'not_a_mapping')),
    );
  } else if (rawVersion === undefined) {
    blocking.push(place(topLevel('missing required key "platform_version": set it to 1 or 2', 'version_missing', ['platform_version'])));
  } else if (version === null) {
    blocking.push(
      place(topLevel(`platform_version must be 1 or 2 (got ${describeValue(rawVersion)})`, 'version_invalid', ['platform_version'])),
    );
  }
  return { loaded, data, version, blocking };
}

function topLevel(message: string, code: string, path: PathSegment[] = []): PendingDiagnostic {
  return { path, message, code, severity: 'error', target: 'value' };
}

function placeDiagnostic(loaded: LoadedSource, pending: PendingDiagnostic): Diagnostic {
  const range = loaded.positions.locate(pending.path, pending.target);
  return {
    path: pending.path,
    message: pending.message,
    severity: pending.severity,
    code: pending.code,
    ...loaded.positions.span(range),
  };
}

/** Keys allowed in a closed map, for "did you mean" hints on unknown keys. */
function closedKeys(path: PathSegment[]): readonly string[] {
  return path.length === 2 && path[0] === 'agents' ? V2_AGENT_KEYS : [];
}

function byPosition(a: Diagnostic, b: Diagnostic): number {
  return a.line - b.line || a.column - b.column || (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1);
}

/**
 * Parses and validates a manifest (YAML by default, or legacy TOML). Never throws: every problem comes
 * back as a diagnostic with a position.
 */
export function parseManifest(source: string, options?: ParseOptions): ManifestResult {
  try {
    if (typeof source !== 'string') {
      return { ok: false, version: null, diagnostics: [internalProblem('the manifest source must be text')] };
    }
    const format: ManifestFormat = options?.format === 'toml' ? 'toml' : 'yaml';
    if (source.length > MANIFEST_MAX_CHARS) {
      const kb = Math.ceil(source.length / 1024).toLocaleString('en-US');
      return { ok: false, version: null, diagnostics: [{ ...internalProblem(`the manifest is ${kb} KB; manifests are limited to 256 KB`), code: 'manifest_too_large' }] };
    }
    const document = readManifestDocument(source, format);
    const { loaded, data, version } = document;
    const warnings = loaded.problems.filter((problem) => problem.severity === 'warning');
    if (document.blocking.length > 0 || !data || version === null) {
      return { ok: false, version, diagnostics: [...document.blocking, ...warnings].sort(byPosition) };
    }

    const schema = version === 1 ? manifestV1Schema : manifestV2Schema;
    const result = (schema as z.ZodType).safeParse(data, { error: manifestErrorMap, reportInput: true });
    const pending = result.success ? [] : result.error.issues.flatMap((issue) => issueToPending(issue, closedKeys));
    pending.push(...collectWarnings(data, version));
    const diagnostics = [...warnings, ...pending.map((item) => placeDiagnostic(loaded, item))].sort(byPosition);
    if (!result.success) return { ok: false, version, diagnostics };
    return { ok: true, version, manifest: result.data as Manifest, diagnostics };
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return { ok: false, version: null, diagnostics: [internalProblem(`the manifest could not be checked: ${detail}`)] };
  }
}

function internalProblem(message: string): Diagnostic {
  return { path: [], message, severity: 'error', code: 'internal_error', line: 1, column: 1, endLine: 1, endColumn: 2 };
}
