'use client';

import Link from 'next/link';
import type { Branch } from '@/lib/contract/types-repo';
import { Button } from '@/components/ui/button';
import { shortSha } from '@/lib/format/sha';

/** Every branch with its head; change requests live on `cr/<number>`. */
export function BranchesTab({ branches, onCommits, compareHref }: { branches: readonly Branch[]; onCommits(name: string): void; compareHref(name: string): string }) {
  return (
    <ul aria-label="Branches" className="divide-y divide-border rounded-md border border-border text-sm">
      {branches.map((branch) => (
        <li key={branch.name} data-branch={branch.name} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2">
          <span className="min-w-0 flex-1 break-all font-mono">
            {branch.name}
            {branch.default && <span className="ml-2 rounded-full bg-accent/15 px-2 py-0.5 font-sans text-xs text-accent">default</span>}
          </span>
          <span className="font-mono text-xs text-fg-muted">{shortSha(branch.sha)}</span>
          <Button size="sm" variant="ghost" onClick={() => onCommits(branch.name)}>
            Commits
          </Button>
          {!branch.default && (
            <Link href={compareHref(branch.name)} className="text-sm font-medium underline-offset-2 hover:underline">
              Compare with default
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
