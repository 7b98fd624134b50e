'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';

/** A radio group of modes with an explicit save, so a mode change (a manifest commit in v1) is never accidental. */
export function ModePicker<T extends string>({ name, legend, choices, current, disabled, onSave }: {
  name: string;
  legend: string;
  choices: ReadonlyArray<{ value: T; label: string; detail: string }>;
  current: T;
  disabled?: boolean;
  onSave: (mode: T) => Promise<unknown>;
}) {
  const [picked, setPicked] = useState<T>(current);
  const [busy, setBusy] = useState(false);
  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled || busy}>
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {choices.map((c) => (
        <label key={c.value} className="flex items-start gap-2 text-sm">
          <input type="radio" name={name} value={c.value} checked={picked === c.value} onChange={() => setPicked(c.value)} className="mt-1" />
          <span>
            <span className="font-medium">{c.label}</span>
            {c.value === current && <span className="ml-1 text-xs text-fg-muted">(current)</span>}
            <span className="block text-xs text-fg-muted">{c.detail}</span>
          </span>
        </label>
      ))}
      {!disabled && (
        <div>
          <Button
            size="sm"
            disabled={picked === current || busy}
            onClick={async () => {
              setBusy(true);
              try {
                await onSave(picked);
              } finally {
                setBusy(false);
              }
            }}
          >
            {busy ? 'Saving…' : 'Change mode'}
          </Button>
        </div>
      )}
    </fieldset>
  );
}
