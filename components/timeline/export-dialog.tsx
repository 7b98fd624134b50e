'use client';

// Loaded lazily: only when the reader asks for an export.
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { formatTranscript, groupMessagesIntoTurns, type MessageWithParts } from '@/lib/sdk';
import { transcriptFileName } from '@/lib/timeline/file-name';

export interface ExportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Resolves with every message of the session (reads the older pages still missing). */
  loadAll: () => Promise<MessageWithParts[]>;
}

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/markdown;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Markdown export (formatTranscript) of the whole session or a range of turns, downloaded as `<title>.md`. */
export default function ExportDialog({ open, onOpenChange, title, loadAll }: ExportDialogProps) {
  const [messages, setMessages] = useState<MessageWithParts[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [whole, setWhole] = useState(true);
  const [from, setFrom] = useState(1);
  const [to, setTo] = useState(1);
  const [reasoning, setReasoning] = useState(false);

  useEffect(() => {
    if (!open) return;
    let live = true;
    loadAll().then(
      (all) => {
        if (!live) return;
        setMessages(all);
        setTo(Math.max(1, groupMessagesIntoTurns(all).length));
      },
      (e: unknown) => live && setError(e instanceof Error ? e.message : 'The session could not be read.'),
    );
    return () => {
      live = false;
    };
  }, [open, loadAll]);

  const count = messages ? groupMessagesIntoTurns(messages).length : 0;
  const rangeValid = whole || (from >= 1 && to >= from && to <= count);
  const onDownload = () => {
    if (!messages || !rangeValid) return;
    const text = formatTranscript(messages, { title, includeReasoning: reasoning, ...(whole ? {} : { fromTurn: from - 1, toTurn: to - 1 }) });
    download(transcriptFileName(title), text);
    onOpenChange(false);
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/30" />
        <Dialog.Content className="fixed left-1/2 top-24 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 space-y-4 rounded-lg border border-border bg-bg p-5 shadow-xl focus:outline-none">
          <Dialog.Title className="text-lg font-semibold">Export as Markdown</Dialog.Title>
          <Dialog.Description className="text-sm text-fg-muted">Downloads {transcriptFileName(title)} with the turns you choose.</Dialog.Description>
          {error && (
            <p role="alert" className="text-sm text-danger">
              {error}
            </p>
          )}
          {!messages && !error && <p className="text-sm text-fg-muted">Reading every turn of the session…</p>}
          {messages && (
            <form
              className="space-y-3 text-sm"
              onSubmit={(event) => {
                event.preventDefault();
                onDownload();
              }}
            >
              <fieldset className="space-y-2">
                <legend className="sr-only">Turns</legend>
                <label className="flex items-center gap-2">
                  <input type="radio" name="range" checked={whole} onChange={() => setWhole(true)} />
                  Whole session ({count} {count === 1 ? 'turn' : 'turns'})
                </label>
                <label className="flex items-center gap-2">
                  <input type="radio" name="range" checked={!whole} onChange={() => setWhole(false)} />
                  Turns
                </label>
                <div className="flex items-center gap-2 pl-6">
                  <label className="flex items-center gap-1">
                    from
                    <input type="number" aria-label="First turn" min={1} max={count} value={from} disabled={whole} onChange={(e) => setFrom(Number(e.target.value))} className="h-8 w-20 rounded border border-border bg-bg px-2" />
                  </label>
                  <label className="flex items-center gap-1">
                    to
                    <input type="number" aria-label="Last turn" min={1} max={count} value={to} disabled={whole} onChange={(e) => setTo(Number(e.target.value))} className="h-8 w-20 rounded border border-border bg-bg px-2" />
                  </label>
                </div>
                {!rangeValid && <p className="pl-6 text-xs text-danger">Choose turns between 1 and {count}, the first not after the last.</p>}
              </fieldset>
              <label className="flex items-center gap-2">
                <input type="checkbox" checked={reasoning} onChange={(e) => setReasoning(e.target.checked)} />
                Include reasoning
              </label>
              <div className="flex justify-end gap-2">
                <Dialog.Close asChild>
                  <Button>Cancel</Button>
                </Dialog.Close>
                <Button type="submit" variant="primary" disabled={!rangeValid || count === 0}>
                  Download
                </Button>
              </div>
            </form>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
