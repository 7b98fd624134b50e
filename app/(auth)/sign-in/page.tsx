import type { Metadata } from 'next';
import { SignInForm } from '@/components/auth/sign-in-form';
import { AuthCard } from '@/components/auth/auth-card';
import { demoOutboxHref } from '@/lib/bff/demo-outbox';

export const metadata: Metadata = { title: 'Sign in' };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? null;

/** Rendered on the server with its query, so the form is in the HTML and works without JavaScript. */
export default async function SignInPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const query = await searchParams;
  return (
    <AuthCard title="Sign in to Platform Console">
      <SignInForm next={first(query.next)} urlError={first(query.error)} outboxHref={demoOutboxHref()} />
    </AuthCard>
  );
}
