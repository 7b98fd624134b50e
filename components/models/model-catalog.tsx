'use client';

import type { ModelPickerEntry } from '@/lib/contract/types-models';
import { formatCost, formatTokens } from '@/lib/sdk';
import { DataTable, type DataColumn } from '@/components/ui/data-table';

const COLUMNS: DataColumn<ModelPickerEntry>[] = [
  {
    id: 'model',
    header: 'Model',
    width: 'minmax(0,2fr)',
    cell: (m) => (
      <>
        <span className="font-medium">{m.label}</span> <code className="text-xs text-fg-muted">{m.id}</code>
        {m.isDefault && <span className="ml-2 inline-block rounded bg-bg-subtle px-1.5 py-0.5 text-xs whitespace-nowrap">project default</span>}
        {m.isVisionDefault && <span className="ml-2 inline-block rounded bg-bg-subtle px-1.5 py-0.5 text-xs whitespace-nowrap">vision model</span>}
      </>
    ),
  },
  { id: 'provider', header: 'Provider', width: 'minmax(0,1fr)', cell: (m) => m.provider },
  { id: 'images', header: 'Images', width: '5rem', cell: (m) => (m.vision ? 'Yes' : 'No') },
  { id: 'context', header: 'Context', width: '6rem', cell: (m) => formatTokens(m.contextWindow) },
  { id: 'price', header: 'Input / output per 1M tokens', width: 'minmax(0,1.5fr)', cell: (m) => `${formatCost(m.inputPricePerMTok)} / ${formatCost(m.outputPricePerMTok)}` },
];

/** The model picker's catalog: what a default can be, with prices per million tokens. */
export function ModelCatalog({ models }: { models: readonly ModelPickerEntry[] }) {
  return (
    <DataTable
      label="Models the gateway offers"
      what="model"
      columns={COLUMNS}
      rows={models}
      rowKey={(m) => m.id}
      rowData={(m) => ({ 'data-picker-model': m.id, 'data-default': m.isDefault ? '' : undefined })}
      className="mt-3"
      // The page scrolls, not the table: its rows hold nothing to focus, and a scroll box needs a focusable stop (axe).
      maxHeight="none"
    />
  );
}
