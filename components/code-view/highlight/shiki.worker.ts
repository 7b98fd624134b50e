// Shiki in a Web Worker: compiling a grammar (the JavaScript regex engine) and tokenizing are long tasks, so the
// page's main thread only posts the code and receives the tokens (docs/PERFORMANCE.md as of 691bbdf, "Timeline page").
import type { ShikiLanguage } from '@/lib/timeline/languages';
import { tokenize } from './shiki';

export interface TokenizeRequest {
  id: number;
  code: string;
  lang: ShikiLanguage;
}

self.onmessage = (event: MessageEvent<TokenizeRequest>) => {
  const { id, code, lang } = event.data;
  tokenize(code, lang).then(
    (tokens) => self.postMessage({ id, tokens }),
    () => self.postMessage({ id, tokens: null }),
  );
};
