import type { Metadata } from 'next';
import { connection } from 'next/server';
import { Suspense } from 'react';
import { demoOutboxHref } from '@/lib/bff/demo-outbox';
import { AuthCard } from '@/components/auth/auth-card';
import { ResetPasswordForm } from '@/components/auth/reset-password-form';

export const metadata: Metadata = { title: 'Reset your password' };

/** Rendered per request: whether the demo outbox exists depends on this server's configuration, not the build's. */
export default async function ResetPasswordPage() {
  await connection();
  return (
    <AuthCard title="Reset your password">
      <Suspense>
        <ResetPasswordForm outboxHref={demoOutboxHref()} />
      </Suspense>
    </AuthCard>
  );
}
