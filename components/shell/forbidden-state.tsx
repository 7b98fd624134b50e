import Link from 'next/link';

/** The body of a real 403 page: what is closed, whom to ask, and a way back to the projects. */
export function ForbiddenState({ title, detail }: { title: string; detail: string }) {
  return (
    <section aria-labelledby="forbidden-title" className="mx-auto mt-8 max-w-md rounded-xl border border-border bg-bg p-6 text-center">
      <p className="font-mono text-sm text-fg-muted">403</p>
      <h1 id="forbidden-title" className="mt-1 text-lg font-semibold">{title}</h1>
      <p className="mt-2 text-sm text-fg-muted">{detail}</p>
      <Link href="/projects" className="mt-4 inline-flex h-9 items-center rounded-md bg-accent px-4 text-sm font-medium text-accent-fg">
        Go to your projects
      </Link>
    </section>
  );
}
