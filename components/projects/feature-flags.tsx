'use client';

import type { FeatureFlag } from '@/lib/contract/types';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/states';
import { useUpdateFeatureFlag } from '@/lib/sdk/react/projects';

export function FeatureFlags({ projectId, flags, canChange }: { projectId: string; flags: FeatureFlag[]; canChange: boolean }) {
  const update = useUpdateFeatureFlag(projectId);
  return (
    <section aria-labelledby="flags-title" className="mt-8">
      <h2 id="flags-title" className="mb-2 font-medium">
        Feature flags
      </h2>
      {!canChange && <p className="mb-2 text-sm text-fg-muted">Changing flags needs the project.customize.write permission.</p>}
      {update.isError && <ErrorState error={update.error} />}
      <ul className="divide-y divide-border rounded-lg border border-border">
        {flags.map((flag) => {
          const busy = update.isPending && update.variables?.feature === flag.feature;
          return (
            <li key={flag.feature} className="flex items-center gap-3 p-3 text-sm">
              <div className="min-w-0 flex-1">
                <p className="font-mono">{flag.feature}</p>
                <p className="text-fg-muted">{flag.description}</p>
              </div>
              <span className={flag.enabled ? 'text-success' : 'text-fg-muted'}>
                {flag.enabled ? 'On' : 'Off'}
                {flag.override === null ? ' (default)' : ''}
              </span>
              {canChange && (
                <>
                  <Button size="sm" pending={busy} onClick={() => update.mutate({ feature: flag.feature, enabled: !flag.enabled })}>
                    Turn {flag.enabled ? 'off' : 'on'}
                  </Button>
                  {flag.override !== null && (
                    <Button size="sm" variant="ghost" disabled={update.isPending} onClick={() => update.mutate({ feature: flag.feature, enabled: null })}>
                      Use default
                    </Button>
                  )}
                </>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
