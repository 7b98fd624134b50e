import type { Metadata } from 'next';
import Link from 'next/link';

export const metadata: Metadata = { title: 'No access' };

/** A project the signed-in user may not open: a real 403, without the project's navigation or filters. */
export default function ProjectForbidden() {
  return (
    <section aria-labelledby="forbidden-title" className="mx-auto mt-8 max-w-md rounded-xl border border-border bg-bg p-6 text-center">
      <p className="font-mono text-sm text-fg-muted">403</p>
      <h1 id="forbidden-title" className="mt-1 text-lg font-semibold">You do not have access to this project</h1>
      <p className="mt-2 text-sm text-fg-muted">Ask one of its managers to give you a role on it, or open a project you belong to.</p>
      <Link href="/projects" className="mt-4 inline-flex h-9 items-center rounded-md bg-accent px-4 text-sm font-medium text-accent-fg">
        Go to your projects
      </Link>
    </section>
  );
}
