'use client';

import { useProjectDetail } from '@/lib/sdk/react/project-detail';
import { useChatInstallation, useEmailInstallation } from '@/lib/sdk/react/channels';
import { ErrorState, Skeleton } from '@/components/ui/states';
import { RenderBoundary } from '@/components/ui/render-boundary';
import { ChatCard } from './chat-card';
import { EmailCard } from './email-card';
import { VoiceCard } from './voice-card';

/** A project's channels: team chat, email and voice, each with its state; managers connect and configure them. */
export function ChannelsPage({ projectId }: { projectId: string }) {
  const detail = useProjectDetail(projectId);
  const chat = useChatInstallation(projectId);
  const email = useEmailInstallation(projectId);
  const failed = [detail, chat, email].find((q) => q.isError);
  const permissions = detail.data?.permissions ?? [];
  const canConnect = permissions.includes('channel.connect');
  const canDisconnect = permissions.includes('channel.disconnect');
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <header>
        <h1 className="text-xl font-semibold">Channels</h1>
        <p className="text-sm text-fg-muted">Where people reach this project’s agents besides sessions: a team chat workspace, an email address and voice calls. The embedded platform simulates a demo workspace and mail domain.</p>
      </header>
      {failed ? (
        <ErrorState error={failed.error} onRetry={() => void failed.refetch()} />
      ) : !detail.data || !chat.data || !email.data ? (
        <Skeleton className="h-64 w-full" />
      ) : (
        <RenderBoundary what="channels" raw={{ chat: chat.data, email: email.data }}>
          {!canConnect && <p className="text-sm text-fg-muted" data-read-only>You can see the channels; project managers connect and change them.</p>}
          <ChatCard projectId={projectId} chat={chat.data} canConnect={canConnect} canDisconnect={canDisconnect} />
          <EmailCard projectId={projectId} email={email.data} canConnect={canConnect} canDisconnect={canDisconnect} />
          <VoiceCard projectId={projectId} voice={chat.data.voice} canEdit={canConnect} />
        </RenderBoundary>
      )}
    </div>
  );
}
