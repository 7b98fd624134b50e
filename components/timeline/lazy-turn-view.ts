import { lazyComponent } from '@/components/lazy-component';

/**
 * Turn rendering (Markdown, renderers, tool view models with jsdiff) is a chunk of its own, out of the session page's
 * first-load JS: the list's rows wait for it, and the server renders the preview with it.
 */
export const lazyTurnView = lazyComponent(() => import('./turn-view').then((m) => m.TurnView));
