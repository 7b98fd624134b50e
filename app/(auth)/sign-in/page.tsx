import type { Metadata } from 'next';
import { Suspense } from 'react';
import { SignInForm } from '@/components/auth/sign-in-form';
import { AuthCard } from '@/components/auth/auth-card';

export const metadata: Metadata = { title: 'Sign in' };

export default function SignInPage() {
  return (
    <AuthCard title="Sign in to Platform Console">
      <Suspense>
        <SignInForm />
      </Suspense>
    </AuthCard>
  );
}
