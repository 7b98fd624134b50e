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
