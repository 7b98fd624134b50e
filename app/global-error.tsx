'use client';

import './globals.css';

/**
 * The last resort when the root layout itself fails: a plain page with a way back. Its link is a plain `<a>` (a full
 * load is the right way out of a failed root layout): with `next/link` here, every page's first-load JS carried a
 * second copy of next/link's code in this boundary's chunk (3.3 KB gzipped).
 */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body className="min-h-screen font-sans antialiased">
        <main className="flex min-h-screen items-center justify-center bg-bg-subtle p-4">
          <section aria-labelledby="global-error-title" className="w-full max-w-md rounded-xl border border-border bg-bg p-6 text-center shadow-sm">
            <p className="font-mono text-sm text-fg-muted">500</p>
            <h1 id="global-error-title" className="mt-1 text-lg font-semibold">
              Platform Console could not load
            </h1>
            <p className="mt-2 text-sm text-fg-muted">Something went wrong while showing this page. Nothing you saved is lost.</p>
            {error.digest && <p className="mt-2 font-mono text-xs text-fg-muted">reference: {error.digest}</p>}
            <div className="mt-4 flex justify-center gap-3">
              <button type="button" onClick={reset} className="h-9 rounded-md border border-border px-3 text-sm hover:bg-bg-muted">
                Try again
              </button>
              {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load, see above */}
              <a href="/projects" className="inline-flex h-9 items-center rounded-md bg-accent px-4 text-sm font-medium text-accent-fg">
                Go to projects
              </a>
            </div>
          </section>
        </main>
      </body>
    </html>
  );
}
