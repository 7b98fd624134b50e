'use client';

import type { ModelPickerEntry } from '@/lib/contract/types-models';
import { formatCost, formatTokens } from '@/lib/sdk';

/** The model picker's catalog: what a default can be, with prices per million tokens. */
export function ModelCatalog({ models }: { models: readonly ModelPickerEntry[] }) {
  return (
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Model catalog table">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">Models the gateway offers</caption>
        <thead className="text-xs text-fg-muted">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">Model</th>
            <th scope="col" className="py-2 pr-3 font-medium">Provider</th>
            <th scope="col" className="py-2 pr-3 font-medium">Images</th>
            <th scope="col" className="py-2 pr-3 font-medium">Context</th>
            <th scope="col" className="py-2 pr-3 font-medium">Input / output per 1M tokens</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {models.map((m) => (
            <tr key={m.id} data-picker-model={m.id} data-default={m.isDefault || undefined}>
              <td className="py-2 pr-3">
                <span className="font-medium">{m.label}</span> <code className="text-xs text-fg-muted">{m.id}</code>
                {m.isDefault && <span className="ml-2 rounded bg-bg-subtle px-1.5 py-0.5 text-xs">project default</span>}
                {m.isVisionDefault && <span className="ml-2 rounded bg-bg-subtle px-1.5 py-0.5 text-xs">vision model</span>}
              </td>
              <td className="py-2 pr-3">{m.provider}</td>
              <td className="py-2 pr-3">{m.vision ? 'Yes' : 'No'}</td>
              <td className="py-2 pr-3">{formatTokens(m.contextWindow)}</td>
              <td className="py-2 pr-3">{formatCost(m.inputPricePerMTok)} / {formatCost(m.outputPricePerMTok)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
