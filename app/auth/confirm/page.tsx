import type { Metadata } from 'next';
import { Suspense } from 'react';
import { AuthCard } from '@/components/auth/auth-card';
import { ConfirmLink } from '@/components/auth/confirm-link';

export const metadata: Metadata = { title: 'Signing you in' };

export default function ConfirmPage() {
  return (
    <AuthCard title="Signing you in">
      <Suspense>
        <ConfirmLink />
      </Suspense>
    </AuthCard>
  );
}
