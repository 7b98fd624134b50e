import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SetupLinkForm } from '@/components/connectors/setup-link-form';
import { readSetupLink } from '@/lib/bff';

export const metadata: Metadata = { title: 'Enter a value', robots: { index: false } };
export const dynamic = 'force-dynamic';

/** A setup link's recipient page: signed out, a plain form (no JavaScript needed), exactly one value. */
export default async function SetupLinkPage({ params, searchParams }: { params: Promise<{ token: string }>; searchParams: Promise<{ done?: string; error?: string }> }) {
  const { token } = await params;
  const { done, error } = await searchParams;
  const read = await readSetupLink(token);
  if (read.kind === 'missing') notFound();
  return <SetupLinkForm token={token} view={read.kind === 'ok' ? read.view : null} done={done === '1'} error={error} />;
}
