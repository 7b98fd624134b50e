'use client';

import Link from 'next/link';
import './globals.css';

/** The last resort when the root layout itself fails: a plain page with a way back. */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body className="min-h-screen font-sans antialiased">
        <main className="mx-auto max-w-xl p-8">
          <h1 className="text-lg font-semibold">Platform Console could not load</h1>
          <p className="mt-2 text-sm">Something went wrong while showing this page. Nothing you saved is lost.</p>
          {error.digest && <p className="mt-2 font-mono text-xs">reference: {error.digest}</p>}
          <div className="mt-4 flex gap-3">
            <button type="button" onClick={reset} className="h-9 rounded-md border px-3 text-sm">
              Try again
            </button>
            <Link href="/projects" className="inline-flex h-9 items-center rounded-md border px-3 text-sm">
              Go to projects
            </Link>
          </div>
        </main>
      </body>
    </html>
  );
}
