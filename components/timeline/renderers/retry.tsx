'use client';

import { parseGatewayEnvelope } from '@/lib/sdk';
import { prop } from '@/lib/sdk/util';
import { formatDateTime } from '@/lib/format/date';
import { useBlockOpen } from '@/components/code-view/expansion-store';
import { GatewayDetails } from '../gateway-details';
import type { PartRendererProps } from './types';

const SHORT = 120;

/** A retried model call recorded in the turn: attempt, message, and on demand the whole message and candidates. */
export function RetryPart({ part, raw }: PartRendererProps<'retry'>) {
  const [open, toggle] = useBlockOpen(`${part.id}:retry`);
  const envelope = parseGatewayEnvelope(prop(prop(prop(raw, 'error'), 'data'), 'message'));
  const short = part.message.length > SHORT ? `${part.message.slice(0, SHORT - 1)}…` : part.message;
  const more = envelope !== undefined || short !== part.message;
  return (
    <div role="note" className="rounded-md border border-warning/40 bg-warning-bg px-3 py-2 text-xs">
      {/* On a narrow screen the message takes a line of its own under "Retry attempt n", never a squeezed column. */}
      <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
        <span className="font-medium text-warning">Retry {part.attempt > 0 ? `attempt ${part.attempt}` : ''}</span>
        <span className="order-last min-w-0 basis-full break-words sm:order-none sm:basis-0 sm:flex-1">{short || 'The model call failed and was retried.'}</span>
        {part.createdAt > 0 && <span className="text-fg-muted">{formatDateTime(part.createdAt)}</span>}
        {more && (
          <button type="button" aria-expanded={open} onClick={toggle} className="font-medium text-accent hover:underline">
            {open ? 'Hide details' : 'Details'}
          </button>
        )}
      </div>
      {open && (
        <div className="mt-2 space-y-2">
          <p className="whitespace-pre-wrap break-words">{part.message}</p>
          {envelope && <GatewayDetails envelope={envelope} />}
        </div>
      )}
    </div>
  );
}
