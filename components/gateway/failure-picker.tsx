import { useId } from 'react';
import { FAILURE_KINDS, FAILURE_KIND_NAMES, type FailureKind } from '@/lib/contract/gateway-routing';

/** One model's simulated outcome (answers, or fails in one of the spec's ways), for the playground and the routing preview. */
export function FailurePicker({ model, value, onChange }: { model: string; value: FailureKind | ''; onChange: (kind: FailureKind | '') => void }) {
  const id = useId();
  return (
    <li className="flex flex-wrap items-center justify-between gap-2">
      <label htmlFor={id} className="min-w-0 font-mono text-xs break-all">{model}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as FailureKind | '')} className="h-8 rounded-md border border-border bg-bg px-2 text-sm">
        <option value="">answers</option>
        {FAILURE_KIND_NAMES.map((k) => (
          <option key={k} value={k}>fails: {FAILURE_KINDS[k].label}{FAILURE_KINDS[k].transient ? ' (transient)' : ''}</option>
        ))}
      </select>
    </li>
  );
}
