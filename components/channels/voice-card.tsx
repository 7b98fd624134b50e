'use client';

import { useState, type FormEvent } from 'react';
import type { ChatInstallation } from '@/lib/contract/types-channels';
import { describeError } from '@/lib/errors/describe-error';
import { useSetVoiceBotName } from '@/lib/sdk/react/channels';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';

/** The name the voice bot gives itself when it joins a call. */
export function VoiceCard({ projectId, voice, canEdit }: { projectId: string; voice: ChatInstallation['voice']; canEdit: boolean }) {
  const save = useSetVoiceBotName(projectId);
  const [name, setName] = useState(voice.bot_name);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    if (!name.trim()) return setError('Give the bot a name');
    setError(null);
    try {
      await save.mutateAsync(name.trim());
      setSaved(true);
    } catch (e) {
      setError(describeError(e).detail);
    }
  }
  return (
    <section aria-labelledby="voice-title" data-channel="voice" className="flex min-w-0 flex-col gap-3 rounded-lg border border-border p-4">
      <h2 id="voice-title" className="font-medium">Voice</h2>
      {canEdit ? (
        <form onSubmit={submit} noValidate aria-label="Voice bot name" className="flex flex-col gap-2">
          <Field label="Bot name in calls" value={name} maxLength={80} onChange={(e) => { setName(e.target.value); setSaved(false); }} error={error ?? undefined} />
          <div className="flex items-center gap-2">
            <Button type="submit" size="sm" disabled={save.isPending || name.trim() === voice.bot_name}>{save.isPending ? 'Saving…' : 'Save name'}</Button>
            {saved && <span role="status" className="text-xs text-fg-muted">Saved.</span>}
          </div>
        </form>
      ) : (
        <p className="text-sm">The voice bot calls itself <span className="font-medium">{voice.bot_name}</span>.</p>
      )}
    </section>
  );
}
