import type { Metadata } from 'next';
import { ToolBrowser } from '@/components/connectors/tool-browser';

export const metadata: Metadata = { title: 'Tools' };

export default async function Page({ params }: { params: Promise<{ projectId: string }> }) {
  const { projectId } = await params;
  return <ToolBrowser projectId={projectId} />;
}
