import type { ReactNode } from 'react';

export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-bg-subtle p-4">
      <section aria-labelledby="auth-title" className="w-full max-w-sm rounded-xl border border-border bg-bg p-6 shadow-sm">
        <h1 id="auth-title" className="mb-5 text-lg font-semibold">
          {title}
        </h1>
        {children}
      </section>
    </main>
  );
}
