// Shiki, loaded only when a turn near the viewport has code: the core, the JavaScript regex engine
// (no WASM), two themes and one grammar per language, each its own chunk from node_modules.
import type { HighlighterCore, ThemedToken } from 'shiki/core';
import type { ShikiLanguage } from '@/lib/timeline/languages';

const GRAMMARS: Record<ShikiLanguage, () => Promise<unknown>> = {
  typescript: () => import('shiki/langs/typescript.mjs'),
  tsx: () => import('shiki/langs/tsx.mjs'),
  javascript: () => import('shiki/langs/javascript.mjs'),
  jsx: () => import('shiki/langs/jsx.mjs'),
  json: () => import('shiki/langs/json.mjs'),
  python: () => import('shiki/langs/python.mjs'),
  go: () => import('shiki/langs/go.mjs'),
  rust: () => import('shiki/langs/rust.mjs'),
  shellscript: () => import('shiki/langs/shellscript.mjs'),
  yaml: () => import('shiki/langs/yaml.mjs'),
  toml: () => import('shiki/langs/toml.mjs'),
  markdown: () => import('shiki/langs/markdown.mjs'),
  css: () => import('shiki/langs/css.mjs'),
  html: () => import('shiki/langs/html.mjs'),
  sql: () => import('shiki/langs/sql.mjs'),
  diff: () => import('shiki/langs/diff.mjs'),
  java: () => import('shiki/langs/java.mjs'),
  ruby: () => import('shiki/langs/ruby.mjs'),
  c: () => import('shiki/langs/c.mjs'),
  cpp: () => import('shiki/langs/cpp.mjs'),
  dockerfile: () => import('shiki/langs/dockerfile.mjs'),
};

// The high-contrast GitHub themes: every token passes WCAG AA on the page and on the diff's tinted rows (axe).
export const THEMES = { light: 'github-light-high-contrast', dark: 'github-dark-high-contrast' } as const;

let highlighter: Promise<HighlighterCore> | null = null;
const loaded = new Map<ShikiLanguage, Promise<void>>();

function getHighlighter(): Promise<HighlighterCore> {
  highlighter ??= Promise.all([import('shiki/core'), import('shiki/engine/javascript')]).then(([core, engine]) =>
    core.createHighlighterCore({
      engine: engine.createJavaScriptRegexEngine({ forgiving: true }),
      themes: [import('shiki/themes/github-light-high-contrast.mjs'), import('shiki/themes/github-dark-high-contrast.mjs')],
      langs: [],
    }),
  );
  return highlighter;
}

async function ready(lang: ShikiLanguage): Promise<HighlighterCore> {
  const core = await getHighlighter();
  let load = loaded.get(lang);
  if (!load) {
    load = GRAMMARS[lang]().then((mod) => core.loadLanguage((mod as { default: Parameters<HighlighterCore['loadLanguage']>[0] }).default));
    loaded.set(lang, load);
  }
  await load;
  return core;
}

export interface Token {
  content: string;
  /** Inline style: the light colour plus `--shiki-dark` for the dark theme. */
  style?: Record<string, string>;
}

function toToken(token: ThemedToken): Token {
  return token.htmlStyle ? { content: token.content, style: token.htmlStyle as Record<string, string> } : { content: token.content };
}

/** Tokens per line of `code`; rejects when the grammar cannot load (callers show plain text). */
export async function tokenize(code: string, lang: ShikiLanguage): Promise<Token[][]> {
  const core = await ready(lang);
  const result = core.codeToTokens(code, { lang, themes: THEMES });
  return result.tokens.map((line) => line.map(toToken));
}
