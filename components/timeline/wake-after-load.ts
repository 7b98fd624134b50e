/** What a reader does when reaching for the page: any of these, anywhere on it, wakes what was waiting. */
const INTENT_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'focusin'] as const;
/** The longest the browser's idle time is waited for once the page has loaded. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Calls `wake` once: at the reader's first intent (a pointer, a key, the wheel, a touch, focus), or when the browser is
 * first idle after the page's load event, whichever comes first. The page's own start-up (hydration) then has the
 * main thread to itself. Returns a function that cancels the wait.
 */
export function wakeAfterLoad(wake: () => void): () => void {
  let done = false;
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    done = true;
    for (const type of INTENT_EVENTS) window.removeEventListener(type, fire, true);
    window.removeEventListener('load', whenIdle);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    clearTimeout(timer);
  };
  function fire() {
    if (done) return;
    stop();
    wake();
  }
  function whenIdle() {
    if (done) return;
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(fire, { timeout: IDLE_TIMEOUT_MS });
    else timer = setTimeout(fire, 0);
  }
  for (const type of INTENT_EVENTS) window.addEventListener(type, fire, { capture: true, passive: true });
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle);
  return stop;
}
