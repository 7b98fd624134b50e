'use client';

import { useState, type FormEvent } from 'react';
import type { SandboxTemplate, SandboxTemplateInput } from '@/lib/contract/types-sandboxes';
import { formErrorsFrom } from '@/lib/errors/form-errors';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';

const FIELDS = ['slug', 'name', 'image', 'dockerfile', 'entrypoint', 'cpu', 'memory', 'disk'] as const;
type FieldName = (typeof FIELDS)[number];

/** A whole number ≥ 1, or a word for what is wrong; empty is allowed (the field is optional). */
function resourceError(value: string, label: string): string | undefined {
  if (value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? undefined : `${label} must be a whole number of at least 1`;
}

/**
 * Create or edit a template. Every field follows the manifest's rule (cpu, memory and disk whole numbers ≥ 1; exactly
 * one of image or Dockerfile); what the platform still refuses is shown at its field, and the typed values stay.
 */
export function TemplateForm({ initial, submitLabel, onSubmit }: { initial?: SandboxTemplate; submitLabel: string; onSubmit: (input: SandboxTemplateInput & { slug: string }) => Promise<unknown> }) {
  const [values, setValues] = useState<Record<FieldName, string>>(() => ({
    slug: initial?.slug ?? '',
    name: initial?.name ?? '',
    image: initial?.image ?? '',
    dockerfile: initial?.dockerfile ?? '',
    entrypoint: initial?.entrypoint ?? '',
    cpu: initial?.cpu?.toString() ?? '',
    memory: initial?.memory?.toString() ?? '',
    disk: initial?.disk?.toString() ?? '',
  }));
  const [source, setSource] = useState<'image' | 'dockerfile'>(initial?.dockerfile ? 'dockerfile' : 'image');
  const [makeDefault, setMakeDefault] = useState(initial?.default ?? false);
  const [errors, setErrors] = useState<{ fields: Partial<Record<FieldName, string>>; form?: string }>({ fields: {} });
  const [pending, setPending] = useState(false);
  const set = (name: FieldName) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const local: Partial<Record<FieldName, string>> = {};
    if (!initial && values.slug.trim() === '') local.slug = 'Give the template a slug';
    if (source === 'image' && values.image.trim() === '') local.image = 'Give an image, or choose a Dockerfile';
    if (source === 'dockerfile' && values.dockerfile.trim() === '') local.dockerfile = 'Give the Dockerfile path, or choose an image';
    for (const key of ['cpu', 'memory', 'disk'] as const) {
      const problem = resourceError(values[key], key);
      if (problem) local[key] = problem;
    }
    if (Object.keys(local).length > 0) return setErrors({ fields: local });
    const text = (key: 'name' | 'entrypoint') => (values[key].trim() === '' ? (initial?.[key] ? null : undefined) : values[key].trim());
    const number = (key: 'cpu' | 'memory' | 'disk') => (values[key].trim() === '' ? (initial?.[key] !== undefined ? null : undefined) : Number(values[key]));
    const input: SandboxTemplateInput & { slug: string } = {
      slug: initial?.slug ?? values.slug.trim(),
      name: text('name'),
      entrypoint: text('entrypoint'),
      cpu: number('cpu'),
      memory: number('memory'),
      disk: number('disk'),
      ...(source === 'image' ? { image: values.image.trim() } : { dockerfile: values.dockerfile.trim() }),
      ...(makeDefault !== (initial?.default ?? false) ? { default: makeDefault } : {}),
    };
    setPending(true);
    setErrors({ fields: {} });
    try {
      await onSubmit(input);
    } catch (error) {
      setErrors(formErrorsFrom(error, FIELDS));
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="flex flex-col gap-3" onSubmit={submit} noValidate>
      <FormAlert message={errors.form} />
      {!initial && <Field label="Slug" value={values.slug} onChange={set('slug')} error={errors.fields.slug} hint="Lowercase letters, digits, - and _; not “default”." autoComplete="off" />}
      <Field label="Name" value={values.name} onChange={set('name')} error={errors.fields.name} autoComplete="off" />
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium">Built from</legend>
        <div className="flex flex-wrap gap-4 text-sm">
          <label className="flex items-center gap-1">
            <input type="radio" name="source" checked={source === 'image'} onChange={() => setSource('image')} /> An image
          </label>
          <label className="flex items-center gap-1">
            <input type="radio" name="source" checked={source === 'dockerfile'} onChange={() => setSource('dockerfile')} /> A Dockerfile in the repository
          </label>
        </div>
        {source === 'image' ? (
          <Field label="Image" value={values.image} onChange={set('image')} error={errors.fields.image} placeholder="node:20-bookworm" autoComplete="off" />
        ) : (
          <Field label="Dockerfile path" value={values.dockerfile} onChange={set('dockerfile')} error={errors.fields.dockerfile} placeholder="sandbox/Dockerfile" autoComplete="off" />
        )}
      </fieldset>
      <Field label="Entrypoint" value={values.entrypoint} onChange={set('entrypoint')} error={errors.fields.entrypoint} autoComplete="off" />
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        <Field label="CPU" inputMode="numeric" value={values.cpu} onChange={set('cpu')} error={errors.fields.cpu} />
        <Field label="Memory (MB)" inputMode="numeric" value={values.memory} onChange={set('memory')} error={errors.fields.memory} />
        <Field label="Disk (GB)" inputMode="numeric" value={values.disk} onChange={set('disk')} error={errors.fields.disk} />
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={makeDefault} onChange={(e) => setMakeDefault(e.target.checked)} /> The project’s default template
      </label>
      <p className="text-xs text-fg-muted">Saving commits the change to platform.yaml on the default branch.</p>
      <div className="flex justify-end">
        <Button type="submit" variant="primary" pending={pending}>{submitLabel}</Button>
      </div>
    </form>
  );
}
