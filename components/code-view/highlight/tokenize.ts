// Tokens for code, from the Shiki worker (shiki.worker.ts); on the main thread where workers are unavailable (tests,
// old browsers) or the worker fails to start.
import type { ShikiLanguage } from '@/lib/timeline/languages';
import type { Token } from './shiki';
import type { TokenizeRequest } from './shiki.worker';

interface Pending {
  resolve: (tokens: Token[][]) => void;
  reject: (error: Error) => void;
  onMainThread: () => void;
}

let worker: Worker | null | undefined;
const pending = new Map<number, Pending>();
let nextId = 0;

const onMainThread = (code: string, lang: ShikiLanguage) => import('./shiki').then((shiki) => shiki.tokenize(code, lang));

function startWorker(): Worker | null {
  if (worker !== undefined) return worker;
  try {
    worker = typeof Worker === 'undefined' ? null : new Worker(new URL('./shiki.worker.ts', import.meta.url), { type: 'module', name: 'shiki' });
  } catch {
    worker = null;
  }
  if (!worker) return null;
  worker.onmessage = (event: MessageEvent<{ id: number; tokens: Token[][] | null }>) => {
    const request = pending.get(event.data.id);
    pending.delete(event.data.id);
    if (!request) return;
    if (event.data.tokens) request.resolve(event.data.tokens);
    else request.reject(new Error('The code could not be highlighted'));
  };
  // The worker could not start (its script refused or failed): everything waiting, and what comes later, is
  // tokenized on the main thread instead.
  worker.onerror = () => {
    worker?.terminate();
    worker = null;
    const waiting = [...pending.values()];
    pending.clear();
    for (const request of waiting) request.onMainThread();
  };
  return worker;
}

/** Tokens per line of `code`; rejects when the grammar cannot load (callers show plain text). */
export function tokenize(code: string, lang: ShikiLanguage): Promise<Token[][]> {
  const target = startWorker();
  if (!target) return onMainThread(code, lang);
  return new Promise((resolve, reject) => {
    const id = ++nextId;
    pending.set(id, { resolve, reject, onMainThread: () => void onMainThread(code, lang).then(resolve, reject) });
    target.postMessage({ id, code, lang } satisfies TokenizeRequest);
  });
}
