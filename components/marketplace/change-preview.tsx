'use client';

import type { MarketplacePreview } from '@/lib/contract/types-marketplace';
import { DiffView } from '@/components/manifest/diff-view';

/** What an install or update would commit: the version change and each file's diff, or why it would be refused. */
export function ChangePreview({ preview }: { preview: MarketplacePreview }) {
  return (
    <div className="flex flex-col gap-2" data-preview={preview.item_id} data-preview-blocked={preview.blocked ? 'true' : 'false'}>
      <p className="text-sm">
        {preview.action === 'update' ? (
          <>Update <span className="font-mono">{preview.name}</span> from <strong>{preview.from_version}</strong> to <strong>{preview.to_version}</strong></>
        ) : (
          <>Install <span className="font-mono">{preview.name}</span> <strong>{preview.to_version}</strong> onto the default branch</>
        )}
      </p>
      {preview.blocked ? (
        <div role="alert" className="rounded-md border border-danger/40 bg-danger-bg p-3 text-sm">
          <p className="font-medium text-danger">This {preview.action} would be refused</p>
          <p className="mt-1">{preview.blocked.error}</p>
          {preview.blocked.diagnostics && preview.blocked.diagnostics.length > 0 && (
            <ul className="mt-2 list-disc pl-5 font-mono text-xs">
              {preview.blocked.diagnostics.map((d, i) => (
                <li key={i}>line {d.line}: {d.message}</li>
              ))}
            </ul>
          )}
          <p className="mt-1 font-mono text-xs text-fg-muted">code: {preview.blocked.code}</p>
        </div>
      ) : (
        <DiffView files={preview.files} idPrefix={`market:${preview.item_id}`} />
      )}
    </div>
  );
}
