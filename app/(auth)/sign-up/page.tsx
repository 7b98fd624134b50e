import type { Metadata } from 'next';
import { connection } from 'next/server';
import { Suspense } from 'react';
import { demoOutboxHref } from '@/lib/bff/demo-outbox';
import { AuthCard } from '@/components/auth/auth-card';
import { SignUpForm } from '@/components/auth/sign-up-form';

export const metadata: Metadata = { title: 'Create an account' };

/** Rendered per request: whether the demo outbox exists depends on this server's configuration, not the build's. */
export default async function SignUpPage() {
  await connection();
  return (
    <AuthCard title="Create your Platform Console account">
      <Suspense>
        <SignUpForm outboxHref={demoOutboxHref()} />
      </Suspense>
    </AuthCard>
  );
}
