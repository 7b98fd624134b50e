import { loader } from '@monaco-editor/react';
import type * as Monaco from 'monaco-editor';
import type { MonacoYaml } from 'monaco-yaml';
import { tomlConfiguration, tomlLanguage } from './toml-language';

export type MonacoApi = typeof Monaco;

interface Loaded {
  monaco: MonacoApi;
  yaml: MonacoYaml;
}

let loading: Promise<Loaded> | undefined;

export const LIGHT_THEME = 'console-light';
export const DARK_THEME = 'console-dark';

/**
 * vs / vs-dark on the console's own backgrounds, with comments and line numbers in colours that pass WCAG AA
 * (4.5:1) there; the first, read-only view uses GitHub's default themes, whose comments match these.
 */
function defineThemes(monaco: MonacoApi): void {
  monaco.editor.defineTheme(LIGHT_THEME, {
    base: 'vs',
    inherit: true,
    rules: [{ token: 'comment', foreground: '59636E' }],
    colors: { 'editor.background': '#FFFFFF', 'editorLineNumber.foreground': '#5B6170' },
  });
  monaco.editor.defineTheme(DARK_THEME, {
    base: 'vs-dark',
    inherit: true,
    rules: [{ token: 'comment', foreground: '8B949E' }],
    colors: { 'editor.background': '#111318', 'editorLineNumber.foreground': '#9AA1B0', 'editorLineNumber.activeForeground': '#E8EAEF' },
  });
}

/**
 * Loads the locally bundled Monaco (never a CDN): the bundler emits the editor and its two workers as
 * same-origin chunks, `@monaco-editor/react` is pointed at this instance with `loader.config({ monaco })`,
 * and monaco-yaml is configured once (completion and hover only; validation is parseManifest's job).
 */
export function loadMonaco(): Promise<Loaded> {
  loading ??= (async () => {
    self.MonacoEnvironment = {
      getWorker(_workerId: string, label: string) {
        if (label === 'yaml') {
          return new Worker(new URL('monaco-yaml/yaml.worker.js', import.meta.url), { type: 'module', name: 'yaml' });
        }
        return new Worker(new URL('monaco-editor/esm/vs/editor/editor.worker.js', import.meta.url), { type: 'module', name: label });
      },
    };
    const [monaco, { configureMonacoYaml }] = await Promise.all([import('monaco-editor'), import('monaco-yaml')]);
    loader.config({ monaco });
    await loader.init();
    defineThemes(monaco);
    if (!monaco.languages.getLanguages().some((l) => l.id === 'toml')) {
      monaco.languages.register({ id: 'toml', extensions: ['.toml'] });
      monaco.languages.setMonarchTokensProvider('toml', tomlLanguage);
      monaco.languages.setLanguageConfiguration('toml', tomlConfiguration);
    }
    const yaml = configureMonacoYaml(monaco, {
      enableSchemaRequest: false,
      validate: false,
      completion: true,
      hover: true,
      format: { enable: false },
      schemas: [],
    });
    return { monaco, yaml };
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
