'use client';

// Loaded lazily: only when the reader asks for an export.
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { formatTranscript, groupMessagesIntoTurns, type MessageWithParts } from '@/lib/sdk';
import { transcriptFileName } from '@/lib/timeline/file-name';
import { countTurns, turnNumbers } from '@/lib/sessions/turn-numbers';

export interface ExportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The summary's turn count: offered at once, before every page is read. */
  turnCount?: number;
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
/** Indexes in `groupMessagesIntoTurns` of turns numbered `from` to `to` (unnumbered turns between them included). */
function turnRange(messages: MessageWithParts[], from: number, to: number): { fromTurn: number; toTurn: number } {
  const numbers = turnNumbers(groupMessagesIntoTurns(messages), { complete: true });
  const first = numbers.findIndex((n) => n !== null && n >= from);
  let last = numbers.length - 1;
  const after = numbers.findIndex((n) => n !== null && n > to);
  if (after >= 0) last = after - 1;
  return { fromTurn: Math.max(0, first), toTurn: Math.max(0, last) };
}

export default function ExportDialog({ open, onOpenChange, title, turnCount, loadAll }: ExportDialogProps) {
  const [messages, setMessages] = useState<MessageWithParts[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [whole, setWhole] = useState(true);
  const [from, setFrom] = useState(1);
  const [to, setTo] = useState(() => Math.max(1, turnCount ?? 1));
  const [reasoning, setReasoning] = useState(false);

  useEffect(() => {
    if (!open) return;
    let live = true;
    loadAll().then(
      (all) => {
        if (!live) return;
        setMessages(all);
        const exact = countTurns(all);
        setTo((current) => (current === Math.max(1, turnCount ?? 1) ? Math.max(1, exact) : Math.min(current, Math.max(1, exact))));
      },
      (e: unknown) => live && setError(e instanceof Error ? e.message : 'The session could not be read.'),
    );
    return () => {
      live = false;
    };
    // `turnCount` only seeds the range; a later summary must not re-read the session.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, loadAll]);

  const count = messages ? countTurns(messages) : (turnCount ?? 0);
  const rangeValid = whole || (from >= 1 && to >= from && to <= count);
  const onDownload = () => {
    if (!messages || !rangeValid) return;
    const text = formatTranscript(messages, { title, includeReasoning: reasoning, ...(whole ? {} : turnRange(messages, from, to)) });
    download(transcriptFileName(title), text);
    onOpenChange(false);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent width="sm" className="space-y-4" title="Export as Markdown" description={`Downloads ${transcriptFileName(title)} with the turns you choose.`}>
          {error && (
            <p role="alert" className="text-sm text-danger">
              {error}
            </p>
          )}
          {!messages && !error && (
            <p role="status" className="text-sm text-fg-muted">
              Reading every turn of the session…
            </p>
          )}
          {(messages || turnCount !== undefined) && (
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
                  Whole session ({count.toLocaleString('en-US')} {count === 1 ? 'turn' : 'turns'})
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
                <DialogClose asChild>
                  <Button>Cancel</Button>
                </DialogClose>
                <Button type="submit" variant="primary" disabled={!messages || !rangeValid || count === 0}>
                  Download
                </Button>
              </div>
            </form>
          )}
      </DialogContent>
    </Dialog>
  );
}
