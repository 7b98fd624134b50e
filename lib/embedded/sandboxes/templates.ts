import 'server-only';
import { isMap, isSeq, parseDocument } from 'yaml';
import type { SandboxTemplateInput } from '@/lib/contract/types-sandboxes';
import { capDiagnostics } from '@/lib/contract/limits';
import { defaultManifestFilename, parseManifest } from '@/lib/manifest';
import { readManifestDocument } from '@/lib/manifest/parse';
import { PlatformError, badRequest, conflict } from '../errors';
import { defaultHead } from '../repo/repository';
import type { RepoRecord } from '../repo/types';

/** A template as the manifest declares it (only the fields the manifest's rule names). */
export interface DeclaredTemplate {
  slug: string;
  name?: string;
  image?: string;
  dockerfile?: string;
  entrypoint?: string;
  cpu?: number;
  memory?: number;
  disk?: number;
}

export interface ManifestFile {
  path: string;
  format: 'yaml' | 'toml';
  source: string;
  sha: string;
}

export interface DeclaredSandbox {
  templates: DeclaredTemplate[];
  default: string | null;
  /** Agent name → the template its `sandbox` key names (v2). */
  agentTemplates: Record<string, string>;
}

/** The default branch's manifest file, or null when there is none. */
export function manifestOf(repo: RepoRecord): ManifestFile | null {
  const head = defaultHead(repo);
  const path = head ? defaultManifestFilename([...head.tree.keys()]) : null;
  if (!head || !path) return null;
  return { path, format: path === 'platform.toml' ? 'toml' : 'yaml', source: head.tree.get(path)!, sha: head.sha };
}

const str = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
const int = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : undefined);

/** What the manifest declares about sandboxes; an unreadable manifest declares nothing. */
export function declaredSandbox(file: ManifestFile | null): DeclaredSandbox {
  const empty: DeclaredSandbox = { templates: [], default: null, agentTemplates: {} };
  if (!file) return empty;
  const data = readManifestDocument(file.source, file.format).data;
  if (!data) return empty;
  const sandbox = typeof data.sandbox === 'object' && data.sandbox !== null ? (data.sandbox as Record<string, unknown>) : {};
  const templates: DeclaredTemplate[] = [];
  for (const item of Array.isArray(sandbox.templates) ? sandbox.templates : []) {
    if (typeof item !== 'object' || item === null) continue;
    const t = item as Record<string, unknown>;
    const slug = str(t.slug);
    if (!slug || templates.some((other) => other.slug === slug)) continue;
    const fields = { name: str(t.name), image: str(t.image), dockerfile: str(t.dockerfile), entrypoint: str(t.entrypoint), cpu: int(t.cpu), memory: int(t.memory), disk: int(t.disk) };
    templates.push({ slug, ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) });
  }
  const agentTemplates: Record<string, string> = {};
  if (typeof data.agents === 'object' && data.agents !== null && !Array.isArray(data.agents)) {
    for (const [name, agent] of Object.entries(data.agents as Record<string, unknown>)) {
      const slug = typeof agent === 'object' && agent !== null ? str((agent as Record<string, unknown>).sandbox) : undefined;
      if (slug) agentTemplates[name] = slug;
    }
  }
  return { templates, default: str(sandbox.default) ?? null, agentTemplates };
}

export type TemplateEdit = { kind: 'create'; input: SandboxTemplateInput & { slug: string } } | { kind: 'update'; slug: string; input: SandboxTemplateInput } | { kind: 'remove'; slug: string };

const FIELDS = ['name', 'image', 'dockerfile', 'entrypoint', 'cpu', 'memory', 'disk'] as const;

/**
 * The manifest source after a template change, validated by the manifest's rules: 404 template_not_found, 409
 * template_exists or template_in_use, 400 invalid_manifest with the diagnostics the change would cause.
 */
export function editTemplates(file: ManifestFile, edit: TemplateEdit): string {
  if (file.format !== 'yaml') {
    throw conflict('manifest_format_unsupported', 'This project keeps its manifest in the legacy platform.toml; edit the templates in the manifest editor');
  }
  const declared = declaredSandbox(file);
  const doc = parseDocument(file.source);
  if (doc.errors.length > 0) throw badRequest('invalid_manifest', 'The manifest cannot be edited until its syntax errors are fixed');
  const templates = doc.getIn(['sandbox', 'templates']);
  const items = isSeq(templates) ? templates.items : [];
  const indexOf = (slug: string) => items.findIndex((item) => isMap(item) && item.get('slug') === slug);

  if (edit.kind === 'create') {
    if (declared.templates.some((t) => t.slug === edit.input.slug)) throw conflict('template_exists', `There is already a template ${edit.input.slug}`, { slug: edit.input.slug });
    const node: Record<string, unknown> = { slug: edit.input.slug };
    for (const key of FIELDS) if (edit.input[key] !== undefined && edit.input[key] !== null) node[key] = edit.input[key];
    if (isSeq(templates)) templates.add(doc.createNode(node));
    else doc.setIn(['sandbox', 'templates'], doc.createNode([node]));
    if (edit.input.default) doc.setIn(['sandbox', 'default'], edit.input.slug);
  } else {
    const index = indexOf(edit.slug);
    if (index < 0) throw new PlatformError(404, 'template_not_found', `The manifest declares no template ${edit.slug}`, { slug: edit.slug });
    if (edit.kind === 'remove') {
      const users = Object.entries(declared.agentTemplates).filter(([, slug]) => slug === edit.slug).map(([agent]) => agent);
      if (users.length > 0) throw conflict('template_in_use', `The agents ${users.join(', ')} run in ${edit.slug}; point them at another template first`, { agents: users });
      doc.deleteIn(['sandbox', 'templates', index]);
      if (declared.default === edit.slug) doc.deleteIn(['sandbox', 'default']);
    } else {
      const input = edit.input;
      // One of image and dockerfile: setting one removes the other.
      if (input.image && input.dockerfile === undefined) doc.deleteIn(['sandbox', 'templates', index, 'dockerfile']);
      if (input.dockerfile && input.image === undefined) doc.deleteIn(['sandbox', 'templates', index, 'image']);
      for (const key of FIELDS) {
        const value = input[key];
        if (value === undefined) continue;
        if (value === null) doc.deleteIn(['sandbox', 'templates', index, key]);
        else doc.setIn(['sandbox', 'templates', index, key], value);
      }
      if (input.default === true) doc.setIn(['sandbox', 'default'], edit.slug);
      if (input.default === false && declared.default === edit.slug) doc.deleteIn(['sandbox', 'default']);
    }
  }
  const source = doc.toString();
  const checked = parseManifest(source, { format: 'yaml' });
  if (!checked.ok) {
    const errors = checked.diagnostics.filter((d) => d.severity === 'error');
    const { shown, omitted } = capDiagnostics(errors);
    const first = shown[0];
    throw badRequest('invalid_manifest', `The manifest would be invalid: ${first ? `${first.path.join('.')}: ${first.message}` : 'see the diagnostics'}`, { diagnostics: shown, diagnostics_omitted: omitted });
  }
  return source;
}
