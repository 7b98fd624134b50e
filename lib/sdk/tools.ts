import { getFilename } from './paths';
import { isRecord, nonEmpty, prop } from './util';

export type ToolCategory = 'shell' | 'files' | 'search' | 'edit' | 'web' | 'task' | 'other';

export interface ToolLabel {
  label: string;
  category: ToolCategory;
}

export interface ToolInfo {
  /** A lucide-style icon name; the UI maps it to a component. */
  icon: string;
  title: string;
  subtitle?: string;
}

/**
 * The one table of known tools: label, category and icon (`toolInfo`), and which view model shows them
 * (`toolViewModelKind`; absent means `generic`).
 */
/** The rich views a tool can have (`ToolViewModel['kind']` in tool-view-model.ts). */
export type ToolViewModelKind = 'web-search' | 'shell' | 'file-read' | 'file-write' | 'file-edit' | 'search' | 'task' | 'todo' | 'question' | 'generic';

const KNOWN_ENTRIES: Record<string, ToolLabel & { icon: string; view?: ToolViewModelKind }> = {
  bash: { label: 'Shell', category: 'shell', icon: 'terminal', view: 'shell' },
  shell: { label: 'Shell', category: 'shell', icon: 'terminal', view: 'shell' },
  read: { label: 'Read', category: 'files', icon: 'glasses', view: 'file-read' },
  write: { label: 'Write', category: 'files', icon: 'file-plus', view: 'file-write' },
  list: { label: 'List', category: 'files', icon: 'list' },
  ls: { label: 'List', category: 'files', icon: 'list' },
  edit: { label: 'Edit', category: 'edit', icon: 'file-pen', view: 'file-edit' },
  morph_edit: { label: 'Edit', category: 'edit', icon: 'file-pen', view: 'file-edit' },
  multiedit: { label: 'Edit', category: 'edit', icon: 'file-pen', view: 'file-edit' },
  apply_patch: { label: 'Patch', category: 'edit', icon: 'file-diff', view: 'file-edit' },
  patch: { label: 'Patch', category: 'edit', icon: 'file-diff', view: 'file-edit' },
  grep: { label: 'Grep', category: 'search', icon: 'search', view: 'search' },
  glob: { label: 'Glob', category: 'search', icon: 'search', view: 'search' },
  codesearch: { label: 'Code search', category: 'search', icon: 'search' },
  webfetch: { label: 'Web fetch', category: 'web', icon: 'globe', view: 'file-read' },
  websearch: { label: 'Web search', category: 'web', icon: 'globe', view: 'web-search' },
  web_search: { label: 'Web search', category: 'web', icon: 'globe', view: 'web-search' },
  image_search: { label: 'Image search', category: 'web', icon: 'image', view: 'web-search' },
  task: { label: 'Agent', category: 'task', icon: 'bot', view: 'task' },
  todowrite: { label: 'Todos', category: 'task', icon: 'list-checks', view: 'todo' },
  todoread: { label: 'Todos', category: 'task', icon: 'list-checks' },
  question: { label: 'Questions', category: 'other', icon: 'message-circle-question', view: 'question' },
  ask: { label: 'Questions', category: 'other', icon: 'message-circle-question', view: 'question' },
  skill: { label: 'Skill', category: 'other', icon: 'sparkles' },
};
const KNOWN = new Map(Object.entries(KNOWN_ENTRIES));

// Prefix families (`agent_spawn`, `pty-read`, ...): the noun starts the label, the rest is humanized.
const FAMILIES: Array<{ prefix: string; noun: string; category: ToolCategory; icon: string }> = [
  { prefix: 'agent', noun: 'Agent', category: 'task', icon: 'bot' },
  { prefix: 'session', noun: 'Session', category: 'task', icon: 'messages-square' },
  { prefix: 'task', noun: 'Task', category: 'task', icon: 'list-todo' },
  { prefix: 'trigger', noun: 'Trigger', category: 'other', icon: 'clock' },
  { prefix: 'project', noun: 'Project', category: 'other', icon: 'folder' },
  { prefix: 'pty', noun: 'Terminal', category: 'shell', icon: 'terminal' },
];

/** "zz_frobnicate_widget" → "Zz frobnicate widget"; "fetchURL" stays readable. */
export function humanizeToolName(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_\-.:/]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
  if (words.length === 0) return 'Tool';
  const sentence = words.join(' ');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

function family(name: string) {
  const lower = name.toLowerCase();
  for (const entry of FAMILIES) {
    if (lower.length > entry.prefix.length + 1 && lower.startsWith(entry.prefix) && /[_-]/.test(lower[entry.prefix.length])) {
      return { ...entry, rest: name.slice(entry.prefix.length + 1) };
    }
  }
  return undefined;
}

function lookup(name: string): ToolLabel & { icon: string } {
  const known = KNOWN.get(name) ?? KNOWN.get(name.toLowerCase());
  if (known) return known;
  const fam = family(name);
  if (fam) {
    const rest = humanizeToolName(fam.rest).toLowerCase();
    return { label: `${fam.noun} ${rest}`, category: fam.category, icon: fam.icon };
  }
  return { label: humanizeToolName(name), category: 'other', icon: 'wrench' };
}

/** Label and category of a tool name; unknown names are humanized with category `other`. */
export function toolInfo(name: unknown): ToolLabel {
  const { label, category } = lookup(typeof name === 'string' ? name : '');
  return { label, category };
}

function firstLine(value: unknown, max = 120): string | undefined {
  const text = nonEmpty(value);
  if (!text) return undefined;
  const line = text.split('\n').map((l) => l.trim()).find(Boolean) ?? '';
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

function subtitleFor(name: string, input: unknown): string | undefined {
  const get = (key: string) => prop(input, key);
  switch (name) {
    case 'read':
    case 'write':
    case 'edit':
    case 'morph_edit':
    case 'multiedit': {
      const path = nonEmpty(get('filePath')) ?? nonEmpty(get('path'));
      return path ? getFilename(path) : undefined;
    }
    case 'list':
    case 'ls':
      return nonEmpty(get('path'));
    case 'bash':
    case 'shell':
      return firstLine(get('description')) ?? firstLine(get('command'));
    case 'grep':
    case 'glob':
    case 'codesearch':
      return nonEmpty(get('pattern')) ?? nonEmpty(get('query'));
    case 'webfetch':
      return nonEmpty(get('url'));
    case 'websearch':
    case 'web_search':
    case 'image_search':
      return nonEmpty(get('query'));
    case 'task':
      return firstLine(get('description')) ?? firstLine(get('prompt'));
    case 'apply_patch': {
      const files = Array.from(nonEmpty(get('patchText'))?.matchAll(/^\*\*\* (?:Add|Update|Delete) File: (.+)$/gm) ?? []);
      if (files.length === 1) return getFilename(files[0][1].trim());
      return files.length > 1 ? `${files.length} files` : undefined;
    }
    case 'todowrite': {
      const todos = get('todos');
      return Array.isArray(todos) ? `${todos.length} ${todos.length === 1 ? 'item' : 'items'}` : undefined;
    }
    case 'question':
    case 'ask': {
      const questions = get('questions');
      return Array.isArray(questions) ? `${questions.length} ${questions.length === 1 ? 'question' : 'questions'}` : undefined;
    }
    case 'skill':
      return nonEmpty(get('name'));
    default:
      return (
        firstLine(get('description')) ??
        firstLine(get('title')) ??
        nonEmpty(get('name')) ??
        nonEmpty(get('query')) ??
        nonEmpty(get('command'))
      );
  }
}

/** Icon, title and subtitle for a tool call header. */
export function getToolInfo(name: unknown, input?: unknown): ToolInfo {
  const tool = typeof name === 'string' ? name : '';
  const info = lookup(tool);
  let title = info.label;
  if (tool.toLowerCase() === 'task') {
    const agent = nonEmpty(prop(input, 'subagent_type'));
    if (agent) title = `Agent (${agent})`;
  }
  const subtitle = isRecord(input) ? subtitleFor(tool.toLowerCase(), input) : undefined;
  return subtitle === undefined ? { icon: info.icon, title } : { icon: info.icon, title, subtitle };
}

/** Which view-model kind a tool name gets, from the same table as its label (exact name, then lower case). */
export function toolViewModelKind(name: unknown): ToolViewModelKind {
  if (typeof name !== 'string') return 'generic';
  return (KNOWN.get(name) ?? KNOWN.get(name.toLowerCase()))?.view ?? 'generic';
}
