import Link from 'next/link';
import type { ReactNode } from 'react';

/** The body of a real 403 page: what is closed, whom to ask (`children`: the request for access), and a way back. */
export function ForbiddenState({ title, detail, children }: { title: string; detail: string; children?: ReactNode }) {
  return (
    <section aria-labelledby="forbidden-title" className="mx-auto mt-8 max-w-md rounded-xl border border-border bg-bg p-6 text-center">
      <p className="font-mono text-sm text-fg-muted">403</p>
      <h1 id="forbidden-title" className="mt-1 text-lg font-semibold">{title}</h1>
      <p className="mt-2 text-sm text-fg-muted">{detail}</p>
      {children && <div className="mt-2 flex flex-col items-center text-left" data-forbidden>{children}</div>}
      <Link href="/projects" className="mt-4 inline-flex h-9 items-center rounded-md border border-border px-4 text-sm font-medium hover:bg-bg-muted">
        Go to your projects
      </Link>
    </section>
  );
}
