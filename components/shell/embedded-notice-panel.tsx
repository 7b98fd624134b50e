'use client';

import { useSyncExternalStore } from 'react';

const DISMISSED_KEY = 'console.embedded-notice-dismissed';
const listeners = new Set<() => void>();

function dismissed(): boolean {
  try {
    return window.localStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return true; // storage blocked: stay quiet rather than show it on every page
  }
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/**
 * Once, under the sidebar's links (it covers nothing, and appearing after hydration shifts nothing): this console runs
 * on the embedded platform. Dismissal is remembered.
 */
export default function EmbeddedNoticePanel() {
  // The server renders it hidden (it cannot know this browser's choice); the client shows it after hydration.
  const show = !useSyncExternalStore(subscribe, dismissed, () => true);
  if (!show) return null;
  const dismiss = () => {
    try {
      window.localStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      /* not remembered: it shows again on the next load */
    }
    for (const listener of listeners) listener();
  };
  return (
    <aside
      aria-label="About this console"
      className="m-3 mt-0 rounded-md border border-border bg-bg-subtle p-2 text-xs"
    >
      <p className="font-medium">Embedded platform</p>
      <p className="mt-1 text-fg-muted">
        This console runs on its embedded platform with demo data. Every change you make here (projects, access,
        manifests, secrets, triggers, the gateway, billing, sessions you start or import) is on the server&apos;s disk
        before it is confirmed. Sign-ins are not saved: after a server restart you sign in again.{' '}
        <code className="font-mono text-xs">npm run platform:reset</code> starts over.
      </p>
      <button type="button" onClick={dismiss} className="mt-2 h-7 rounded-md border border-border bg-bg px-2 hover:bg-bg-muted">
        Got it
      </button>
    </aside>
  );
}
