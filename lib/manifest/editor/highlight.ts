// Shiki for the editor's read-only first view: the core, the JavaScript regex engine (no WASM), the two GitHub
// "default" themes (their comment colours pass WCAG AA on the console's light and dark backgrounds) and one
// grammar per language, each loaded on demand. Runs on the server (first render) and in the browser.
import type { HighlighterCore, ThemedToken } from 'shiki/core';
import { linesHtml } from './lines-html';
import type { Token } from './tokens';

export type { Token };
export type HighlightLanguage = 'yaml' | 'toml';

const GRAMMARS: Record<HighlightLanguage, () => Promise<{ default: Parameters<HighlighterCore['loadLanguage']>[0] }>> = {
  yaml: () => import('shiki/langs/yaml.mjs'),
  toml: () => import('shiki/langs/toml.mjs'),
};

export const EDITOR_THEMES = { light: 'github-light-default', dark: 'github-dark-default' } as const;

/** Past this size the first view stays plain text (Monaco takes over on the first edit anyway). */
export const MAX_HIGHLIGHT_CHARS = 200_000;

let highlighter: Promise<HighlighterCore> | null = null;
const loaded = new Map<HighlightLanguage, Promise<void>>();
// Set once Shiki and a grammar are loaded: from then on that language highlights synchronously (highlightHtmlNow).
let loadedCore: HighlighterCore | null = null;
const languagesReady = new Set<HighlightLanguage>();

async function ready(lang: HighlightLanguage): Promise<HighlighterCore> {
  highlighter ??= Promise.all([import('shiki/core'), import('shiki/engine/javascript')]).then(([core, engine]) =>
    core.createHighlighterCore({
      engine: engine.createJavaScriptRegexEngine({ forgiving: true }),
      themes: [import('shiki/themes/github-light-default.mjs'), import('shiki/themes/github-dark-default.mjs')],
      langs: [],
    }),
  );
  const core = await highlighter;
  let load = loaded.get(lang);
  if (!load) {
    load = GRAMMARS[lang]().then((mod) => core.loadLanguage(mod.default));
    loaded.set(lang, load);
  }
  await load;
  loadedCore = core;
  languagesReady.add(lang);
  return core;
}

/** Loads Shiki and the grammars ahead of a synchronous highlight (a failure leaves highlightHtmlNow plain). */
export async function preloadHighlighter(): Promise<void> {
  await Promise.all((Object.keys(GRAMMARS) as HighlightLanguage[]).map((lang) => ready(lang).catch(() => undefined)));
}

const toToken = (token: ThemedToken): Token => (token.htmlStyle ? { content: token.content, style: token.htmlStyle as Record<string, string> } : { content: token.content });

const highlightable = (code: string, lang: string): lang is HighlightLanguage =>
  (lang === 'yaml' || lang === 'toml') && typeof code === 'string' && code.length > 0 && code.length <= MAX_HIGHLIGHT_CHARS;

function tokensWith(core: HighlighterCore, code: string, lang: HighlightLanguage): Token[][] | null {
  try {
    return core.codeToTokens(code, { lang, themes: EDITOR_THEMES }).tokens.map((line) => line.map(toToken));
  } catch {
    return null;
  }
}

/** Tokens per line; null for unsupported input or when Shiki fails (the caller shows plain text). */
export async function highlightLines(code: string, lang: string): Promise<Token[][] | null> {
  if (!highlightable(code, lang)) return null;
  try {
    return tokensWith(await ready(lang), code, lang);
  } catch {
    return null;
  }
}

/** `code`'s lines as the read-only view's HTML, synchronously: highlighted when Shiki and the language's grammar are
 * loaded (preloadHighlighter), else plain text. */
export function highlightHtmlNow(code: string, lang: string): string {
  const tokens = highlightable(code, lang) && loadedCore && languagesReady.has(lang) ? tokensWith(loadedCore, code, lang) : null;
  return linesHtml(code, tokens);
}

/** `code`'s lines as the read-only view's HTML, highlighted (plain text where Shiki gives nothing). */
export async function highlightHtml(code: string, lang: string): Promise<string> {
  return linesHtml(code, await highlightLines(code, lang));
}
