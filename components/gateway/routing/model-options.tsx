import type { RoutingModel } from '@/lib/gateway/routing-policy';

/** `<option>`s of catalog models grouped by provider; `marked` models say they are already tried and cannot be picked. */
export function ModelOptions({ models, marked, visionOnly = false }: { models: readonly RoutingModel[]; marked?: ReadonlySet<string>; visionOnly?: boolean }) {
  const byProvider = new Map<string, RoutingModel[]>();
  for (const m of models) if (!visionOnly || m.vision) byProvider.set(m.provider, [...(byProvider.get(m.provider) ?? []), m]);
  return (
    <>
      {[...byProvider].map(([provider, list]) => (
        <optgroup key={provider} label={provider}>
          {list.map((m) => (
            <option key={m.id} value={m.id} disabled={marked?.has(m.id)}>
              {m.id}{m.vision && !visionOnly ? ' (images)' : ''}{marked?.has(m.id) ? ' · already tried' : ''}
            </option>
          ))}
        </optgroup>
      ))}
    </>
  );
}
