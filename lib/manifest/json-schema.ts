import { z } from 'zod';
import { manifestSchema } from './schema';
import { manifestV1Schema } from './schema-v1';
import { manifestV2Schema } from './schema-v2';

export type JsonSchema = Record<string, unknown>;

const cache = new Map<string, string>();

/**
 * JSON Schema (draft-07, what monaco-yaml and ajv read by default) generated from the zod schemas, with
 * the key descriptions for hover. Without a version it covers both, dispatching on platform_version.
 * Cross-field rules that JSON Schema can express are included as conditions; the rest (such as
 * default_agent naming a declared agent) only parseManifest checks.
 */
export function manifestJsonSchema(version?: 1 | 2): JsonSchema {
  const key = String(version ?? 'any');
  let text = cache.get(key);
  if (text === undefined) {
    const schema = version === 1 ? manifestV1Schema : version === 2 ? manifestV2Schema : manifestSchema;
    const generated = z.toJSONSchema(schema, { target: 'draft-07', io: 'input', unrepresentable: 'any' }) as JsonSchema;
    if (version === undefined) {
      generated.title = 'Project manifest (platform.yaml)';
      generated.description = 'Project manifest: platform_version 1 (legacy) or 2.';
    }
    text = JSON.stringify(generated);
    cache.set(key, text);
  }
  // A fresh copy each call, so a caller that edits its schema cannot change anyone else's.
  return JSON.parse(text) as JsonSchema;
}
