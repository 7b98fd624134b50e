import type * as Monaco from 'monaco-editor';

/** Monaco ships no TOML grammar: a small Monarch tokenizer for the legacy platform.toml. */
export const tomlLanguage: Monaco.languages.IMonarchLanguage = {
  defaultToken: '',
  tokenPostfix: '.toml',
  tokenizer: {
    root: [
      [/#.*$/, 'comment'],
      [/^\s*\[\[[^\]]*\]\]/, 'type'],
      [/^\s*\[[^\]]*\]/, 'type'],
      [/[A-Za-z0-9_-]+(?=\s*=)/, 'key'],
      [/"""/, 'string', '@multiString'],
      [/"([^"\\]|\\.)*"/, 'string'],
      [/'[^']*'/, 'string'],
      [/\b(true|false)\b/, 'keyword'],
      [/\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:\d{2})?)?/, 'number'],
      [/[+-]?(\d[\d_]*)(\.\d+)?([eE][+-]?\d+)?/, 'number'],
      [/[=,[\]{}]/, 'delimiter'],
    ],
    multiString: [
      [/"""/, 'string', '@pop'],
      [/./, 'string'],
    ],
  },
};

export const tomlConfiguration: Monaco.languages.LanguageConfiguration = {
  comments: { lineComment: '#' },
  brackets: [
    ['[', ']'],
    ['{', '}'],
  ],
  autoClosingPairs: [
    { open: '[', close: ']' },
    { open: '{', close: '}' },
    { open: '"', close: '"' },
  ],
};
