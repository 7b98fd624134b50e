'use client';

import { Suspense, useState } from 'react';
import type { MarketplaceFileEntry } from '@/lib/contract/types-marketplace';
import { useMarketplaceFile } from '@/lib/sdk/react/marketplace';
import { languageForPath } from '@/lib/timeline/languages';
import { lazyComponent } from '@/components/lazy-component';
import { CodeBlock } from '@/components/code-view/code-block';
import { cn } from '@/components/ui/cn';
import { ErrorState, Skeleton } from '@/components/ui/states';

const Markdown = lazyComponent(() => import('@/components/timeline/markdown').then((m) => m.default)).Component;

const firstShown = (files: readonly MarketplaceFileEntry[]) => files.find((f) => f.path.endsWith('README.md'))?.path ?? files[0]?.path ?? null;

/** An item's files: the README rendered as Markdown, everything else highlighted with Shiki. */
export function ItemFiles({ itemId, files }: { itemId: string; files: readonly MarketplaceFileEntry[] }) {
  const [selected, setSelected] = useState<string | null>(() => firstShown(files));
  const file = useMarketplaceFile(itemId, selected);
  return (
    <section aria-label="Files" className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold">Files</h3>
      <ul className="flex flex-wrap gap-1" aria-label="Files of this item">
        {files.map((f) => (
          <li key={f.path}>
            <button
              type="button"
              aria-pressed={f.path === selected}
              onClick={() => setSelected(f.path)}
              className={cn('rounded-md border border-border px-2 py-1 font-mono text-xs focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none', f.path === selected && 'border-accent bg-bg-subtle font-semibold')}
            >
              {f.path}
            </button>
          </li>
        ))}
      </ul>
      {file.isLoading ? (
        <Skeleton className="h-24 w-full" />
      ) : file.isError ? (
        <ErrorState error={file.error} onRetry={() => file.refetch()} />
      ) : file.data ? (
        <div data-item-file={file.data.path} className="min-w-0 rounded-md border border-border p-3">
          {file.data.path.endsWith('.md') && !file.data.path.endsWith('SKILL.md') ? (
            <Suspense fallback={<Skeleton className="h-24 w-full" />}>
              <Markdown text={file.data.content} className="text-sm" />
            </Suspense>
          ) : (
            <CodeBlock code={file.data.content} lang={languageForPath(file.data.path)} rich label={`Text of ${file.data.path}`} />
          )}
        </div>
      ) : null}
    </section>
  );
}
