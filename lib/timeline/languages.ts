// File extension → Shiki language id. Only the ids listed in SHIKI_LANGUAGES are ever loaded.

export const SHIKI_LANGUAGES = [
  'typescript',
  'tsx',
  'javascript',
  'jsx',
  'json',
  'python',
  'go',
  'rust',
  'shellscript',
  'yaml',
  'toml',
  'markdown',
  'css',
  'html',
  'sql',
  'diff',
  'java',
  'ruby',
  'c',
  'cpp',
  'dockerfile',
] as const;

export type ShikiLanguage = (typeof SHIKI_LANGUAGES)[number];

const BY_EXTENSION: Record<string, ShikiLanguage> = {
  ts: 'typescript',
  mts: 'typescript',
  cts: 'typescript',
  tsx: 'tsx',
  js: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
  jsx: 'jsx',
  json: 'json',
  jsonc: 'json',
  py: 'python',
  go: 'go',
  rs: 'rust',
  sh: 'shellscript',
  bash: 'shellscript',
  zsh: 'shellscript',
  yaml: 'yaml',
  yml: 'yaml',
  toml: 'toml',
  md: 'markdown',
  markdown: 'markdown',
  css: 'css',
  html: 'html',
  htm: 'html',
  sql: 'sql',
  diff: 'diff',
  patch: 'diff',
  java: 'java',
  rb: 'ruby',
  c: 'c',
  h: 'c',
  cc: 'cpp',
  cpp: 'cpp',
  hpp: 'cpp',
};

const ALIASES: Record<string, ShikiLanguage> = {
  ...BY_EXTENSION,
  typescript: 'typescript',
  javascript: 'javascript',
  python: 'python',
  golang: 'go',
  rust: 'rust',
  shell: 'shellscript',
  shellscript: 'shellscript',
  console: 'shellscript',
  dockerfile: 'dockerfile',
  docker: 'dockerfile',
  ruby: 'ruby',
  'c++': 'cpp',
};

function lookup(table: Record<string, ShikiLanguage>, key: string): ShikiLanguage | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

/** The language of a file path by its extension (or `Dockerfile`); undefined when unknown. */
export function languageForPath(path: unknown): ShikiLanguage | undefined {
  if (typeof path !== 'string') return undefined;
  const name = path.split(/[\\/]/).pop() ?? '';
  if (/^dockerfile$/i.test(name)) return 'dockerfile';
  const dot = name.lastIndexOf('.');
  if (dot <= 0 && !name.startsWith('.')) return undefined;
  return lookup(BY_EXTENSION, name.slice(dot + 1).toLowerCase());
}

/** The language of a Markdown fence tag (`ts`, `python`, `sh`…); undefined when unknown. */
export function languageForFence(tag: unknown): ShikiLanguage | undefined {
  if (typeof tag !== 'string') return undefined;
  return lookup(ALIASES, tag.trim().toLowerCase());
}
