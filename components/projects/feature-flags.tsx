'use client';

import * as Switch from '@radix-ui/react-switch';
import type { FeatureFlag } from '@/lib/contract/types';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/states';
import { formatDateTime } from '@/lib/format/date';
import { useUpdateFeatureFlag } from '@/lib/sdk/react/projects';

function ChangedBy({ flag }: { flag: FeatureFlag }) {
  if (!flag.changed_by || !flag.changed_at) return <span>Never changed: the platform default applies.</span>;
  return (
    <span>
      {flag.override === null ? 'Reset to the default' : `Turned ${flag.override ? 'on' : 'off'}`} by {flag.changed_by.name} on{' '}
      <time dateTime={flag.changed_at}>{formatDateTime(flag.changed_at)}</time>
    </span>
  );
}

/** Each flag is a labelled switch ("connector_discover"), with who changed it last and when. */
export function FeatureFlags({ projectId, flags, canChange }: { projectId: string; flags: FeatureFlag[]; canChange: boolean }) {
  const update = useUpdateFeatureFlag(projectId);
  return (
    <section aria-labelledby="flags-title">
      <h2 id="flags-title" className="mb-2 font-medium">
        Feature flags
      </h2>
      {!canChange && <p className="mb-2 text-sm text-fg-muted">Changing flags needs the project.customize.write permission.</p>}
      {update.isError && <ErrorState error={update.error} />}
      <ul className="divide-y divide-border rounded-lg border border-border">
        {flags.map((flag) => {
          const busy = update.isPending && update.variables?.feature === flag.feature;
          const labelId = `flag-${flag.feature}-label`;
          const detailId = `flag-${flag.feature}-detail`;
          return (
            <li key={flag.feature} className="flex flex-wrap items-center gap-3 p-3 text-sm">
              <div className="min-w-0 flex-1">
                <p id={labelId} className="font-mono break-all">
                  {flag.feature}
                </p>
                <p id={detailId} className="text-fg-muted">
                  {flag.description}. {flag.override === null ? `Default (${flag.default ? 'on' : 'off'}).` : 'Set for this project.'} <ChangedBy flag={flag} />
                </p>
              </div>
              {canChange && flag.override !== null && (
                <Button size="sm" variant="ghost" disabled={update.isPending} onClick={() => update.mutate({ feature: flag.feature, enabled: null })}>
                  Use default
                </Button>
              )}
              <Switch.Root
                checked={flag.enabled}
                disabled={!canChange || busy}
                onCheckedChange={(enabled) => update.mutate({ feature: flag.feature, enabled })}
                aria-label={`${flag.feature} ${flag.enabled ? 'on' : 'off'}`}
                aria-describedby={detailId}
                className="relative h-6 w-11 shrink-0 rounded-full border border-border bg-bg-muted transition-colors data-[state=checked]:border-accent data-[state=checked]:bg-accent disabled:opacity-60"
              >
                <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-bg shadow transition-transform data-[state=checked]:translate-x-[1.3rem]" />
              </Switch.Root>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
