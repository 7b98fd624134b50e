'use client';

import { useState, type FormEvent } from 'react';
import type { ModelDefault } from '@/lib/contract/types-models';
import type { RoutingModel } from '@/lib/gateway/routing-policy';
import { describeError } from '@/lib/errors/describe-error';
import { useClearModelDefault, useSetModelDefault, type ModelDefaultTarget } from '@/lib/sdk/react/model-defaults';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { SelectField } from '@/components/ui/select-field';
import { ModelOptions } from '@/components/gateway/routing/model-options';

/** Set or clear the default model of one scope (the account, the project or one agent). */
export function DefaultModelForm({ projectId, target, current, models, label, fallbackText }: {
  projectId: string;
  target: ModelDefaultTarget;
  current: ModelDefault | null;
  models: readonly RoutingModel[];
  label: string;
  /** What applies when this scope has no default. */
  fallbackText: string;
}) {
  const set = useSetModelDefault(projectId);
  const clear = useClearModelDefault(projectId);
  const [model, setModel] = useState(current?.model ?? '');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const busy = set.isPending || clear.isPending;
  const changed = model !== '' && model !== current?.model;

  async function save(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setDone(null);
    if (!model) return setError('Pick a model first');
    try {
      await set.mutateAsync({ ...target, model });
      setDone(`Saved: ${model}.`);
    } catch (e) {
      setError(describeError(e).detail);
    }
  }

  async function remove() {
    setError(null);
    setDone(null);
    try {
      await clear.mutateAsync(target);
      setModel('');
      setDone(`Cleared. ${fallbackText}`);
    } catch (e) {
      setError(describeError(e).detail);
    }
  }

  return (
    <form onSubmit={save} noValidate aria-label={label} className="flex min-w-0 flex-col gap-2" data-default-form={target.scope === 'agent' ? `agent:${target.agent}` : target.scope}>
      <SelectField label={label} value={model} onChange={(e) => { setModel(e.target.value); setDone(null); }} hint={current ? undefined : fallbackText}>
        <option value="">No default</option>
        <ModelOptions models={models} />
      </SelectField>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" size="sm" variant="primary" disabled={busy || !changed}>{set.isPending ? 'Saving…' : 'Save default'}</Button>
        {current && <Button type="button" size="sm" variant="ghost" disabled={busy} onClick={() => void remove()}>{clear.isPending ? 'Clearing…' : 'Clear'}</Button>}
        {done && <span role="status" className="text-xs text-fg-muted">{done}</span>}
      </div>
      <FormAlert message={error} />
    </form>
  );
}
