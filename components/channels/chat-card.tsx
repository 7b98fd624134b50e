'use client';

import { useState, type FormEvent } from 'react';
import type { ChatInstallation, ChatMode } from '@/lib/contract/types-channels';
import { describeError } from '@/lib/errors/describe-error';
import { formatDateTime } from '@/lib/format/date';
import { useChatAppManifest, useConnectChat, useDisconnectChat, useSetChatMode } from '@/lib/sdk/react/channels';
import { Button } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { CHAT_MODE_CHOICES } from './choices';
import { ManifestRecord } from './manifest-record';
import { ModePicker } from './mode-picker';

/** The chat channel: install the agent in the demo workspace, choose what it answers, remove it. */
export function ChatCard({ projectId, chat, canConnect, canDisconnect }: { projectId: string; chat: ChatInstallation; canConnect: boolean; canDisconnect: boolean }) {
  const [error, setError] = useState<string | null>(null);
  const setMode = useSetChatMode(projectId);
  const disconnect = useDisconnectChat(projectId);
  const connected = chat.status === 'connected';
  const run = async (fn: () => Promise<unknown>) => {
    setError(null);
    try {
      await fn();
    } catch (e) {
      setError(describeError(e).detail);
    }
  };
  return (
    <section aria-labelledby="chat-title" data-channel="chat" data-status={chat.status} data-mode={chat.mode} className="flex min-w-0 flex-col gap-3 rounded-lg border border-border p-4">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="chat-title" className="font-medium">Team chat</h2>
        <span className="text-sm">{connected ? `Connected to ${chat.workspace?.name}` : 'Not connected'}</span>
      </header>
      {connected ? (
        <>
          <dl className="grid gap-1 text-sm sm:grid-cols-[8rem_1fr]">
            <dt className="text-fg-muted">Workspace</dt>
            <dd className="min-w-0 break-words">{chat.workspace?.name} <span className="text-xs text-fg-muted">({chat.workspace?.url})</span></dd>
            <dt className="text-fg-muted">Bot</dt>
            <dd>{chat.bot_name}</dd>
            <dt className="text-fg-muted">Connected</dt>
            <dd>{formatDateTime(chat.connected_at)}</dd>
            <dt className="text-fg-muted">Events</dt>
            <dd className="break-words">{chat.events.join(', ')}</dd>
          </dl>
          <ModePicker<ChatMode> name="chat-mode" legend="What the agent answers" choices={CHAT_MODE_CHOICES} current={chat.mode} disabled={!canConnect} onSave={(mode) => run(() => setMode.mutateAsync(mode))} />
          <ManifestRecord projectId={projectId} record={chat.manifest} />
          <AppManifest projectId={projectId} />
          {canDisconnect && (
            <div>
              <ConfirmButton
                label="Disconnect chat"
                title="Disconnect the team chat?"
                description={`The agent leaves ${chat.workspace?.name}, its uploaded files go, and a commit removes the channel from the manifest.`}
                confirmLabel="Disconnect"
                onConfirm={() => run(() => disconnect.mutateAsync())}
              />
            </div>
          )}
        </>
      ) : canConnect ? (
        <ConnectChatForm projectId={projectId} chat={chat} onError={setError} />
      ) : (
        <p className="text-sm text-fg-muted">Project managers connect channels.</p>
      )}
      {!connected && <ManifestRecord projectId={projectId} record={chat.manifest} />}
      <FormAlert message={error} />
    </section>
  );
}

function ConnectChatForm({ projectId, chat, onError }: { projectId: string; chat: ChatInstallation; onError: (message: string | null) => void }) {
  const connect = useConnectChat(projectId);
  const [botName, setBotName] = useState('');
  const [mode, setMode] = useState<ChatMode>(chat.mode);
  async function submit(event: FormEvent) {
    event.preventDefault();
    onError(null);
    try {
      await connect.mutateAsync({ mode, ...(botName.trim() ? { bot_name: botName.trim() } : {}) });
    } catch (e) {
      onError(describeError(e).detail);
    }
  }
  return (
    <form onSubmit={submit} noValidate aria-label="Connect the team chat" className="flex flex-col gap-3">
      <p className="text-sm text-fg-muted">Installs the agent in the demo chat workspace the embedded platform simulates. A commit records the channel in the manifest.</p>
      <Field label="Bot name (optional)" value={botName} maxLength={80} onChange={(e) => setBotName(e.target.value)} hint="How the agent appears in the workspace." />
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-medium">What the agent answers</legend>
        {CHAT_MODE_CHOICES.map((c) => (
          <label key={c.value} className="flex items-start gap-2 text-sm">
            <input type="radio" name="connect-chat-mode" value={c.value} checked={mode === c.value} onChange={() => setMode(c.value)} className="mt-1" />
            <span><span className="font-medium">{c.label}</span><span className="block text-xs text-fg-muted">{c.detail}</span></span>
          </label>
        ))}
      </fieldset>
      <div>
        <Button type="submit" variant="primary" disabled={connect.isPending}>{connect.isPending ? 'Connecting…' : 'Connect chat'}</Button>
      </div>
    </form>
  );
}

function AppManifest({ projectId }: { projectId: string }) {
  const [open, setOpen] = useState(false);
  const manifest = useChatAppManifest(projectId, open);
  return (
    <details className="text-sm" onToggle={(e) => setOpen((e.target as HTMLDetailsElement).open)}>
      <summary className="cursor-pointer font-medium">Chat app manifest</summary>
      {manifest.isError ? (
        <p className="mt-2 text-danger">{describeError(manifest.error).detail}</p>
      ) : manifest.data ? (
        <pre tabIndex={0} aria-label="Chat app manifest (JSON)" className="mt-2 max-h-64 overflow-auto rounded-md bg-bg-subtle p-2 text-xs">{JSON.stringify(manifest.data, null, 2)}</pre>
      ) : open ? (
        <p className="mt-2 text-fg-muted">Loading…</p>
      ) : null}
    </details>
  );
}
