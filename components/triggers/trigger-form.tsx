'use client';

import { useState, type FormEvent } from 'react';
import type { Trigger, TriggerType } from '@/lib/contract/types-triggers';
import { formErrorsFrom } from '@/lib/errors/form-errors';
import { SECRET_NAME_PATTERN } from '@/lib/contract/secret-name';
import { cronProblem, nextRuns, formatInZone } from '@/lib/triggers/next-runs';
import { type TriggerDraft } from '@/lib/sdk/react/triggers';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { ModalClose } from '@/components/ui/modal';
import { SelectField } from '@/components/ui/select-field';
import { useDeclaredObjects } from '@/components/access/use-declared-objects';

export const TRIGGER_FIELDS = ['name', 'type', 'agent', 'prompt_template', 'cron', 'timezone', 'secret_env', 'session_access'] as const;
type FieldName = (typeof TRIGGER_FIELDS)[number];
type Errors = Partial<Record<FieldName | 'form', string>>;
// The platform names a trigger by a slug made from its Name, so its `slug` errors belong to the Name field.
export const TRIGGER_PLATFORM_ERRORS = {
  alias: { slug: 'name' as const },
  messages: { trigger_exists: () => 'A trigger with this name already exists in this project. Choose another name.' },
};
const localZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Create or edit a trigger; the rules show as field errors before anything is sent, and the platform's after. */
export function TriggerForm({ projectId, initial, onSubmit, submitLabel }: { projectId: string; initial?: Trigger; onSubmit: (draft: TriggerDraft) => Promise<unknown>; submitLabel: string }) {
  const declared = useDeclaredObjects(projectId);
  const [name, setName] = useState(initial?.name ?? '');
  const [type, setType] = useState<TriggerType>(initial?.type ?? 'cron');
  const [prompt, setPrompt] = useState(initial?.prompt_template ?? '');
  const [agent, setAgent] = useState(initial?.agent ?? '');
  const [cron, setCron] = useState(initial?.cron ?? '0 9 * * 1-5');
  const [timezone, setTimezone] = useState(initial?.timezone ?? localZone());
  const [secretEnv, setSecretEnv] = useState(initial?.secret_env ?? '');
  const [access, setAccess] = useState(initial?.session_access.mode ?? 'private');
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);
  const preview = type === 'cron' ? nextRuns(cron, timezone, new Date(), 3) : [];
  // Said as it is typed: an expression that cannot run explains why instead of just losing its "Next" preview.
  const cronIssue = type === 'cron' && preview.length === 0 ? cronProblem(cron, timezone, new Date()) : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Errors = {};
    if (!name.trim()) found.name = 'Name the trigger';
    if (!prompt.trim()) found.prompt_template = 'Write the prompt the trigger sends';
    if (cronIssue) found.cron = cronIssue;
    if (type === 'webhook' && secretEnv && !SECRET_NAME_PATTERN.test(secretEnv)) found.secret_env = 'Name an UPPER_SNAKE_CASE secret';
    setErrors(found);
    if (Object.keys(found).length) return;
    setPending(true);
    try {
      await onSubmit({
        name: name.trim(), type, prompt_template: prompt.trim(),
        ...(agent ? { agent } : {}),
        ...(type === 'cron' ? { cron: cron.trim(), timezone } : {}),
        ...(type === 'webhook' && secretEnv ? { secret_env: secretEnv } : {}),
        session_access: { mode: access, memberIds: initial?.session_access.memberIds ?? [], groupIds: initial?.session_access.groupIds ?? [] },
      });
    } catch (e) {
      const placed = formErrorsFrom(e, TRIGGER_FIELDS, TRIGGER_PLATFORM_ERRORS);
      setErrors({ ...placed.fields, form: placed.form });
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <FormAlert message={errors.form} />
      <Field label="Name" value={name} onChange={(e) => setName(e.target.value)} error={errors.name} />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <SelectField label="Type" value={type} onChange={(e) => setType(e.target.value as TriggerType)} disabled={Boolean(initial)} error={errors.type}>
          <option value="cron">Schedule (cron)</option>
          <option value="webhook">Inbound webhook</option>
          <option value="monitor">Monitor</option>
        </SelectField>
        <SelectField label="Agent" value={agent} onChange={(e) => setAgent(e.target.value)} error={errors.agent}>
          <option value="">Default agent{declared.objects.defaultAgent ? ` (${declared.objects.defaultAgent})` : ''}</option>
          {declared.objects.agents.map((a) => <option key={a} value={a}>{a}</option>)}
        </SelectField>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="trigger-prompt" className="text-sm font-medium">Prompt template</label>
        <textarea id="trigger-prompt" value={prompt} onChange={(e) => setPrompt(e.target.value)} rows={3} aria-invalid={errors.prompt_template ? true : undefined} aria-describedby={errors.prompt_template ? 'trigger-prompt-error' : undefined} className="rounded-md border border-border bg-bg p-2 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring" />
        {errors.prompt_template && <p id="trigger-prompt-error" className="text-xs text-danger">{errors.prompt_template}</p>}
      </div>
      {type === 'cron' && (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <Field label="Cron" value={cron} onChange={(e) => setCron(e.target.value)} error={errors.cron ?? cronIssue ?? undefined} hint={preview.length ? `Next: ${preview.map((d) => formatInZone(d, timezone)).join(' · ')}` : undefined} />
          <Field label="Time zone" value={timezone} onChange={(e) => setTimezone(e.target.value)} error={errors.timezone} hint="IANA name, e.g. Europe/Berlin" />
        </div>
      )}
      {type === 'webhook' && <Field label="HMAC secret name (secret_env)" value={secretEnv} onChange={(e) => setSecretEnv(e.target.value.toUpperCase())} error={errors.secret_env} hint="The project secret whose value signs incoming requests." />}
      <SelectField label="Who can open the sessions it starts" value={access} onChange={(e) => setAccess(e.target.value as typeof access)} hint="Managers can always open trigger-created sessions. Changing only this makes no commit." error={errors.session_access}>
        <option value="private">Private (managers)</option>
        <option value="members">Chosen members</option>
        <option value="project">Everyone in the project</option>
      </SelectField>
      <div className="flex justify-end gap-2">
        <ModalClose asChild><Button size="sm">Cancel</Button></ModalClose>
        <Button type="submit" variant="primary" size="sm" pending={pending}>{submitLabel}</Button>
      </div>
    </form>
  );
}
