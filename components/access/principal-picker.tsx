'use client';

import { useId, useMemo, useState } from 'react';
import type { Assignment } from '@/lib/contract/types';
import type { DirectoryEntry } from './use-directory';

/** A searchable list of users, groups, service accounts and pending invites; arrow keys move, Enter picks. */
export function PrincipalPicker({ entries, value, onChange, error }: { entries: DirectoryEntry[]; value: Assignment['principal'] | null; onChange: (p: Assignment['principal']) => void; error?: string }) {
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const id = useId();
  const matches = useMemo(() => {
    const q = query.trim().toLowerCase();
    return entries.filter((e) => !q || e.label.toLowerCase().includes(q) || e.detail.toLowerCase().includes(q) || e.principal.id.toLowerCase().includes(q)).slice(0, 50);
  }, [entries, query]);
  const selected = value ? entries.find((e) => e.principal.type === value.type && e.principal.id === value.id) : undefined;
  const optionId = (i: number) => `${id}-opt-${i}`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-q`} className="text-sm font-medium">Principal</label>
      <input
        id={`${id}-q`}
        role="combobox"
        aria-expanded="true"
        aria-controls={`${id}-list`}
        aria-activedescendant={matches[active] ? optionId(active) : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-err` : undefined}
        placeholder="Search people, groups, service accounts, invites"
        value={query}
        onChange={(e) => { setQuery(e.target.value); setActive(0); }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') { e.preventDefault(); setActive((i) => Math.min(i + 1, matches.length - 1)); }
          if (e.key === 'ArrowUp') { e.preventDefault(); setActive((i) => Math.max(i - 1, 0)); }
          if (e.key === 'Enter' && matches[active]) { e.preventDefault(); onChange(matches[active].principal); }
        }}
        className="h-9 rounded-md border border-border bg-bg px-3 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
      />
      <ul id={`${id}-list`} role="listbox" aria-label="Matching principals" className="max-h-40 overflow-y-auto rounded-md border border-border text-sm">
        {matches.length === 0 && <li className="p-2 text-fg-muted">No one matches “{query}”.</li>}
        {matches.map((e, i) => {
          const isSelected = selected === e;
          return (
            <li
              key={`${e.principal.type}:${e.principal.id}`}
              id={optionId(i)}
              role="option"
              aria-selected={isSelected}
              onMouseDown={(ev) => ev.preventDefault()}
              onClick={() => onChange(e.principal)}
              className={`flex cursor-pointer justify-between gap-2 px-2 py-1.5 ${i === active ? 'bg-bg-muted' : ''} ${isSelected ? 'font-medium' : ''}`}
            >
              <span className="truncate">{isSelected ? '✓ ' : ''}{e.label}</span>
              <span className="shrink-0 text-xs text-fg-muted">{e.detail}</span>
            </li>
          );
        })}
      </ul>
      <p className="text-xs text-fg-muted" aria-live="polite">{selected ? `Selected: ${selected.label} (${selected.detail})` : 'Nobody selected yet.'}</p>
      {error && <p id={`${id}-err`} className="text-xs text-danger">{error}</p>}
    </div>
  );
}
