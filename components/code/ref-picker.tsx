'use client';

import { useId } from 'react';
import type { Branch } from '@/lib/contract/types-repo';

/** The branch the commits, files and download show. */
export function RefPicker({ branches, value, onChange }: { branches: readonly Branch[]; value: string; onChange(ref: string): void }) {
  const id = useId();
  const known = branches.some((b) => b.name === value);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        Branch
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className="h-9 max-w-full rounded-md border border-border bg-bg px-2 text-sm">
        {!known && <option value={value}>{value}</option>}
        {branches.map((b) => (
          <option key={b.name} value={b.name}>
            {b.name}
            {b.default ? ' (default)' : ''}
          </option>
        ))}
      </select>
    </div>
  );
}
