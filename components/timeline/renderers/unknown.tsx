import { safeStringify, prop, str, truncate } from '@/lib/sdk/util';
import type { PartRendererProps } from './types';

/** A part type this console does not know (a newer runtime): say what it is, show its data on demand. */
export function UnknownPart({ part }: PartRendererProps<'unknown'>) {
  const type = str(prop(part.raw, 'type')) ?? typeof part.raw;
  return (
    <details className="rounded-md border border-dashed border-border px-3 py-1.5 text-xs text-fg-muted" data-unknown-type={type}>
      <summary className="cursor-pointer">
        Unsupported part: <span className="font-mono">{type}</span>
      </summary>
      <pre tabIndex={0} role="group" aria-label="Raw part" className="mt-1 overflow-x-auto whitespace-pre-wrap font-mono">{truncate(safeStringify(part.raw, 2), 4000)}</pre>
    </details>
  );
}
