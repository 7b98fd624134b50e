import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'Not found' };

/**
 * Every unknown URL, and every `notFound()`: a real 404 with a way back. Its link is a plain `<a>` (a full load): this
 * boundary is part of every route, and with `next/link` here next/link's code (3.2 KB gzipped) was part of every page's
 * first-load JS, a second copy on the pages whose own code uses next/link.
 */
export default function NotFound() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-bg-subtle p-4">
      <section aria-labelledby="nf-title" className="w-full max-w-md rounded-xl border border-border bg-bg p-6 text-center shadow-sm">
        <p className="font-mono text-sm text-fg-muted">404</p>
        <h1 id="nf-title" className="mt-1 text-lg font-semibold">This page does not exist</h1>
        <p className="mt-2 text-sm text-fg-muted">The link may be old, or the thing it pointed to was removed.</p>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load, see above */}
        <a href="/projects" className="mt-4 inline-flex h-9 items-center rounded-md bg-accent px-4 text-sm font-medium text-accent-fg">Go to your projects</a>
      </section>
    </main>
  );
}
