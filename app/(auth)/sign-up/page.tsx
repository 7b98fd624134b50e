import type { Metadata } from 'next';
import { Suspense } from 'react';
import { AuthCard } from '@/components/auth/auth-card';
import { SignUpForm } from '@/components/auth/sign-up-form';

export const metadata: Metadata = { title: 'Create an account' };

export default function SignUpPage() {
  return (
    <AuthCard title="Create your Platform Console account">
      <Suspense>
        <SignUpForm />
      </Suspense>
    </AuthCard>
  );
}
