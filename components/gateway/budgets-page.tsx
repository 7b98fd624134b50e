'use client';

import { useState, type FormEvent } from 'react';
import type { GatewayBudget, GatewayBudgetPeriod, GatewayBudgetScope } from '@/lib/contract/types-gateway';
import { formatCost } from '@/lib/sdk/format';
import { formatInZone } from '@/lib/format/gateway';
import { useDeleteGatewayBudget, useGatewayBudgets, useSetGatewayBudget } from '@/lib/sdk/react/gateway-analytics';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { Field } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { EmptyState, Skeleton } from '@/components/ui/states';
import { RenderBoundary } from '@/components/ui/render-boundary';
import { cn } from '@/components/ui/cn';
import { GatewayForbidden, useGatewayAccess } from './gateway-access';
import { useGatewayRange } from './use-gateway-range';
import { useZoneChoices } from './use-zone-choices';
import { queryWaiting } from '@/components/ui/query-states';

const PERIOD_LABELS: Record<GatewayBudgetPeriod, string> = { day: 'per day', week: 'per week (from Monday)', month: 'per month' };
const SCOPE_LABELS: Record<GatewayBudgetScope, string> = { project: 'Whole project', key: 'One key', agent: 'One agent' };

function BudgetRow({ budget, canEdit, onDelete }: { budget: GatewayBudget; canEdit: boolean; onDelete: () => Promise<unknown> }) {
  const used = budget.limit > 0 ? budget.spend / budget.limit : 0;
  const pct = Math.round(used * 100);
  return (
    <li className="flex flex-col gap-2 p-3" data-budget={budget.id} data-state={budget.state}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 font-medium">
          {budget.scope === 'project' ? 'Whole project' : `${budget.scope === 'key' ? 'Key' : 'Agent'} ${budget.targetLabel}`} · {formatCost(budget.limit)} {PERIOD_LABELS[budget.period]}
        </p>
        {canEdit && <ConfirmButton label="Delete" title="Delete this budget?" description={`The ${formatCost(budget.limit)} ${PERIOD_LABELS[budget.period]} budget of ${budget.targetLabel} stops warning. Spend is not affected.`} confirmLabel="Delete budget" variant="ghost" onConfirm={onDelete} />}
      </div>
      <div role="progressbar" aria-label={`Spend of ${budget.targetLabel}`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.min(100, pct)} aria-valuetext={`${formatCost(budget.spend)} of ${formatCost(budget.limit)} (${pct}%)`} className="h-2 overflow-hidden rounded bg-bg-muted">
        <div className={cn('h-2', budget.state === 'exceeded' ? 'bg-danger' : budget.state === 'warning' ? 'bg-warning' : 'bg-success')} style={{ width: `${Math.min(100, pct)}%` }} />
      </div>
      <p className="text-xs text-fg-muted">
        {formatCost(budget.spend)} of {formatCost(budget.limit)} ({pct}%) since {formatInZone(budget.periodStart, budget.tz)} ({budget.tz}); warns at {budget.alertThreshold}%.
      </p>
      {budget.state !== 'ok' && (
        <p role="status" className={cn('text-sm font-medium', budget.state === 'exceeded' ? 'text-danger' : 'text-warning')}>
          {budget.state === 'exceeded' ? 'Over budget: the limit is reached for this period.' : `Past the ${budget.alertThreshold}% alert threshold.`}
        </p>
      )}
    </li>
  );
}

function BudgetForm({ projectId, zones }: { projectId: string; zones: string[] }) {
  const set = useSetGatewayBudget(projectId);
  const [scope, setScope] = useState<GatewayBudgetScope>('project');
  const [target, setTarget] = useState('');
  const [period, setPeriod] = useState<GatewayBudgetPeriod>('month');
  const [limit, setLimit] = useState('');
  const [threshold, setThreshold] = useState('80');
  const [tz, setTz] = useState(zones[0] ?? 'UTC');
  const { choices, pickerProps } = useZoneChoices(zones);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(null);
    const found: Record<string, string> = {};
    const amount = Number(limit);
    if (!limit || !Number.isFinite(amount) || amount <= 0) found.limit = 'Enter an amount in USD above 0';
    const pct = Number(threshold);
    if (!Number.isInteger(pct) || pct < 1 || pct > 100) found.alertThreshold = 'A whole percentage from 1 to 100';
    if (scope !== 'project' && !target.trim()) found.target = scope === 'key' ? 'Enter the key id (gwk_…)' : 'Enter the agent name';
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      const budget = await set.mutateAsync({ scope, target: scope === 'project' ? null : target.trim(), period, limit: amount, alertThreshold: pct, tz });
      setSaved(`Saved: ${formatCost(budget.limit)} ${PERIOD_LABELS[budget.period]} for ${budget.targetLabel}.`);
    } catch (e) {
      // Read only when a save is refused: the placing rules are not part of the page's first load.
      const { formErrorsFrom } = await import('@/lib/errors/form-errors');
      const placed = formErrorsFrom(e, ['target', 'limit', 'alertThreshold', 'tz', 'period', 'scope'] as const);
      setErrors({ ...placed.fields, ...(placed.form ? { form: placed.form } : {}) });
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Set a budget" className="flex flex-col gap-3 rounded-lg border border-border p-4">
      <FormAlert message={errors.form} />
      <h2 className="font-medium">Set a budget</h2>
      <p className="text-sm text-fg-muted">One budget per scope, target and period: setting it again replaces it.</p>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <SelectField label="Applies to" value={scope} onChange={(e) => setScope(e.target.value as GatewayBudgetScope)} error={errors.scope}>
          {(Object.keys(SCOPE_LABELS) as GatewayBudgetScope[]).map((s) => (
            <option key={s} value={s}>{SCOPE_LABELS[s]}</option>
          ))}
        </SelectField>
        {scope !== 'project' && <Field label={scope === 'key' ? 'Key id' : 'Agent'} value={target} onChange={(e) => setTarget(e.target.value)} placeholder={scope === 'key' ? 'gwk_…' : 'checkout'} error={errors.target} />}
        <SelectField label="Period" value={period} onChange={(e) => setPeriod(e.target.value as GatewayBudgetPeriod)} error={errors.period}>
          <option value="day">Day</option>
          <option value="week">Week</option>
          <option value="month">Month</option>
        </SelectField>
        <Field label="Limit (USD)" inputMode="decimal" value={limit} onChange={(e) => setLimit(e.target.value)} placeholder="500" error={errors.limit} />
        <Field label="Warn at (%)" inputMode="numeric" value={threshold} onChange={(e) => setThreshold(e.target.value)} error={errors.alertThreshold} />
        <SelectField label="Period starts in" value={tz} onChange={(e) => setTz(e.target.value)} error={errors.tz} {...pickerProps}>
          <optgroup label="Suggested">
            {choices.suggested.map((z) => (
              <option key={z} value={z}>{z}</option>
            ))}
          </optgroup>
          {choices.others.length > 0 && (
            <optgroup label="All time zones">
              {choices.others.map((z) => (
                <option key={z} value={z}>{z}</option>
              ))}
            </optgroup>
          )}
        </SelectField>
      </div>
      {saved && <p role="status" className="text-sm text-success">{saved}</p>}
      <Button type="submit" variant="primary" className="self-start" pending={set.isPending}>Save budget</Button>
    </form>
  );
}

/** Budgets per project, key or agent: progress against the limit, a warning past the threshold, set and delete. */
export function GatewayBudgetsPage({ projectId }: { projectId: string }) {
  const access = useGatewayAccess(projectId);
  const range = useGatewayRange();
  const budgets = useGatewayBudgets(projectId, access.canReadSpend);
  const remove = useDeleteGatewayBudget(projectId);
  const waiting = queryWaiting(access.detail, <Skeleton className="h-64 w-full" />);
  if (waiting) return waiting;
  if (!access.canReadSpend) return <GatewayForbidden permission="project.gateway.spend.read" what="the gateway's budgets" />;
  const zones = [...new Set([range.resolved.tz, 'UTC', range.browserZone])];
  return (
    <div className="flex min-w-0 flex-col gap-4">
      {queryWaiting(budgets, <Skeleton className="h-40 w-full" />) ?? ((budgets.data ?? []).length === 0 ? (
        <EmptyState title="No budget yet">{access.canSetBudgets ? 'Set one below to be warned before spend runs away.' : 'A project manager can set budgets here.'}</EmptyState>
      ) : (
        <ul aria-label="Budgets" className="divide-y divide-border rounded-lg border border-border text-sm">
          {budgets.data!.map((b) => (
            <RenderBoundary key={b.id} what="budget" raw={b}>
              <BudgetRow budget={b} canEdit={access.canSetBudgets} onDelete={() => remove.mutateAsync(b.id)} />
            </RenderBoundary>
          ))}
        </ul>
      ))}
      {access.canSetBudgets ? <BudgetForm projectId={projectId} zones={zones} /> : <p className="text-sm text-fg-muted">Setting budgets needs the <code>project.gateway.budget.set</code> permission (project managers).</p>}
    </div>
  );
}
