import { isMap, isScalar, isSeq, parse, parseDocument, type Document, type YAMLMap, type YAMLSeq } from 'yaml';
import { inferStringifyOptions } from '@/lib/manifest/edit-yaml';
import { isPlainObject } from '@/lib/manifest/rules';

// A marketplace item's manifest fragment is merged into platform.yaml with the YAML Document API, so comments and
// layout elsewhere survive; what the merge added is recorded ("owned") so an update or a removal takes exactly that out.

/** What one install added to the manifest. */
export interface Owned {
  agents: string[];
  apps: string[];
  connectors: string[];
  triggers: string[];
  templates: string[];
  env_required: string[];
  env_optional: string[];
}

export type FragmentResult =
  | { ok: true; source: string; owned: Owned }
  | { ok: false; code: 'manifest_unparseable' | 'fragment_invalid' | 'name_taken' | 'manifest_shape'; message: string };

export const emptyOwned = (): Owned => ({ agents: [], apps: [], connectors: [], triggers: [], templates: [], env_required: [], env_optional: [] });

/** Named maps (`agents`, `apps`) and slug-keyed lists (`connectors`, `triggers`, `sandbox.templates`) a fragment may add to. */
const MAPS = { agents: ['agents'], apps: ['apps'] } as const;
const LISTS = { connectors: ['connectors'], triggers: ['triggers'], templates: ['sandbox', 'templates'] } as const;
const ENV = { env_required: ['env', 'required'], env_optional: ['env', 'optional'] } as const;

interface Fragment {
  agents: Record<string, unknown>;
  apps: Record<string, unknown>;
  connectors: Array<Record<string, unknown> & { slug: string }>;
  triggers: Array<Record<string, unknown> & { slug: string }>;
  templates: Array<Record<string, unknown> & { slug: string }>;
  env_required: string[];
  env_optional: string[];
}

const ALLOWED_TOP = new Set(['agents', 'apps', 'connectors', 'triggers', 'sandbox', 'env']);

function slugList(value: unknown): Fragment['connectors'] | null {
  if (value === undefined) return [];
  if (!Array.isArray(value)) return null;
  const out: Fragment['connectors'] = [];
  for (const entry of value) {
    if (!isPlainObject(entry) || typeof entry.slug !== 'string' || entry.slug === '') return null;
    out.push(entry as Fragment['connectors'][number]);
  }
  return out;
}

function nameList(value: unknown): string[] | null {
  if (value === undefined) return [];
  return Array.isArray(value) && value.every((v) => typeof v === 'string' && v !== '') ? (value as string[]) : null;
}

/** Reads a fragment's YAML into what it adds; null when it is not a fragment this merge understands. */
export function readFragment(text: string): Fragment | null {
  let raw: unknown;
  try {
    raw = parse(text, { logLevel: 'error' });
  } catch {
    return null;
  }
  if (raw === null || raw === undefined) raw = {};
  if (!isPlainObject(raw) || Object.keys(raw).some((key) => !ALLOWED_TOP.has(key))) return null;
  const agents = raw.agents ?? {};
  const apps = raw.apps ?? {};
  const sandbox = raw.sandbox ?? {};
  const env = raw.env ?? {};
  if (!isPlainObject(agents) || !isPlainObject(apps) || !isPlainObject(sandbox) || !isPlainObject(env)) return null;
  if (Object.keys(sandbox).some((k) => k !== 'templates') || Object.keys(env).some((k) => k !== 'required' && k !== 'optional')) return null;
  const connectors = slugList(raw.connectors);
  const triggers = slugList(raw.triggers);
  const templates = slugList(sandbox.templates);
  const env_required = nameList(env.required);
  const env_optional = nameList(env.optional);
  if (!connectors || !triggers || !templates || !env_required || !env_optional) return null;
  return { agents, apps, connectors, triggers, templates, env_required, env_optional };
}

function documentOf(source: string): Document | null {
  try {
    const doc = parseDocument(source, { logLevel: 'error' });
    return doc.errors.length === 0 && isMap(doc.contents) ? doc : null;
  } catch {
    return null;
  }
}

/** The node at `path`: a collection of the wanted kind, absent (undefined), or 'wrong' when something else is there. */
function nodeAt<T extends 'map' | 'seq'>(doc: Document, path: readonly string[], kind: T): (T extends 'map' ? YAMLMap : YAMLSeq) | undefined | 'wrong' {
  let node: unknown = doc.contents;
  for (const key of path) {
    if (!isMap(node)) return 'wrong';
    node = node.get(key, true);
    if (node === undefined || (isScalar(node) && node.value === null)) return undefined;
  }
  const ok = kind === 'map' ? isMap(node) : isSeq(node);
  return (ok ? node : 'wrong') as (T extends 'map' ? YAMLMap : YAMLSeq) | 'wrong';
}

const slugOf = (item: unknown): unknown => (isMap(item) ? (item.get('slug') as unknown) : undefined);
const valueOf = (item: unknown): unknown => (isScalar(item) ? item.value : item);

class Refusal extends Error {
  constructor(readonly code: 'name_taken' | 'manifest_shape', message: string) {
    super(message);
  }
}

function merge(doc: Document, fragment: Fragment): Owned {
  const owned = emptyOwned();
  for (const key of ['agents', 'apps'] as const) {
    const path = MAPS[key];
    for (const [name, value] of Object.entries(fragment[key])) {
      const map = nodeAt(doc, path, 'map');
      if (map === 'wrong') throw new Refusal('manifest_shape', `${path.join('.')} in platform.yaml is not a map, so ${name} cannot be added to it`);
      if (map?.has(name)) throw new Refusal('name_taken', `${path.join('.')}.${name} already exists in platform.yaml`);
      doc.setIn([...path, name], doc.createNode(value));
      owned[key].push(name);
    }
  }
  for (const key of ['connectors', 'triggers', 'templates'] as const) {
    const path = LISTS[key];
    for (const entry of fragment[key]) {
      const seq = nodeAt(doc, path, 'seq');
      if (seq === 'wrong') throw new Refusal('manifest_shape', `${path.join('.')} in platform.yaml is not a list, so ${entry.slug} cannot be added to it`);
      if (seq?.items.some((item) => slugOf(item) === entry.slug)) {
        throw new Refusal('name_taken', `${path.join('.')} already has an entry with slug ${entry.slug} in platform.yaml`);
      }
      if (seq) seq.add(doc.createNode(entry));
      else doc.setIn(path, doc.createNode([entry]));
      owned[key].push(entry.slug);
    }
  }
  for (const key of ['env_required', 'env_optional'] as const) {
    const path = ENV[key];
    for (const name of fragment[key]) {
      const seq = nodeAt(doc, path, 'seq');
      if (seq === 'wrong') throw new Refusal('manifest_shape', `${path.join('.')} in platform.yaml is not a list, so ${name} cannot be added to it`);
      if (seq?.items.some((item) => valueOf(item) === name)) continue;
      if (seq) seq.add(doc.createNode(name));
      else doc.setIn(path, doc.createNode([name]));
      owned[key].push(name);
    }
  }
  return owned;
}

/** Takes out what an install owned; a name that is no longer there is skipped (someone removed it by hand). */
function unmerge(doc: Document, owned: Owned): void {
  for (const key of ['agents', 'apps'] as const) {
    const map = nodeAt(doc, MAPS[key], 'map');
    if (!map || map === 'wrong') continue;
    for (const name of owned[key] ?? []) map.delete(name);
    if (map.items.length === 0) doc.deleteIn(MAPS[key]);
  }
  const lists: Array<[readonly string[], string[], (item: unknown) => unknown]> = [
    [LISTS.connectors, owned.connectors, slugOf],
    [LISTS.triggers, owned.triggers, slugOf],
    [LISTS.templates, owned.templates, slugOf],
    [ENV.env_required, owned.env_required, valueOf],
    [ENV.env_optional, owned.env_optional, valueOf],
  ];
  for (const [path, names, keyOf] of lists) {
    const seq = nodeAt(doc, path, 'seq');
    if (!seq || seq === 'wrong' || !Array.isArray(names)) continue;
    seq.items = seq.items.filter((item) => !names.includes(keyOf(item) as string));
    // A list the install created and emptied goes with it, and so does a parent map left empty.
    if (seq.items.length === 0) {
      doc.deleteIn(path);
      const parent = path.slice(0, -1);
      const parentNode = parent.length > 0 ? nodeAt(doc, parent, 'map') : undefined;
      if (parentNode && parentNode !== 'wrong' && parentNode.items.length === 0) doc.deleteIn(parent);
    }
  }
}

function run(source: string, edit: (doc: Document) => Owned): FragmentResult {
  const doc = documentOf(typeof source === 'string' ? source : '');
  if (!doc) return { ok: false, code: 'manifest_unparseable', message: 'platform.yaml does not parse as a YAML map, so nothing can be merged into it' };
  try {
    const owned = edit(doc);
    return { ok: true, source: doc.toString(inferStringifyOptions(source)), owned };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, code: error.code, message: error.message };
    return { ok: false, code: 'manifest_shape', message: 'platform.yaml could not be changed: its layout is not one the merge understands' };
  }
}

/** Merges a fragment into a manifest's YAML source. Never throws. */
export function applyFragment(source: string, fragmentYaml: string): FragmentResult {
  const fragment = readFragment(typeof fragmentYaml === 'string' ? fragmentYaml : '');
  if (!fragment) return { ok: false, code: 'fragment_invalid', message: 'The item’s manifest fragment is not one the platform can merge' };
  return run(source, (doc) => merge(doc, fragment));
}

/** Removes what an install owned; then, for an update, merges the new fragment, in one edit. Never throws. */
export function replaceFragment(source: string, owned: Owned, fragmentYaml: string | null): FragmentResult {
  const fragment = fragmentYaml === null ? null : readFragment(typeof fragmentYaml === 'string' ? fragmentYaml : '');
  if (fragmentYaml !== null && !fragment) return { ok: false, code: 'fragment_invalid', message: 'The item’s manifest fragment is not one the platform can merge' };
  return run(source, (doc) => {
    unmerge(doc, { ...emptyOwned(), ...owned });
    return fragment ? merge(doc, fragment) : emptyOwned();
  });
}
