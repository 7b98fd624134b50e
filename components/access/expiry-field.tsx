'use client';

import { EXPIRY_PRESETS, type ExpiryChoice } from '@/lib/iam/expiry';
import { Field } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';

/** When a grant or a key expires: a preset, never, or a date (the grant dialog and the personal API keys form). */
export function ExpiryField({ value, onChange, error }: { value: ExpiryChoice; onChange: (c: ExpiryChoice) => void; error?: string }) {
  const selectValue = value.kind === 'preset' ? value.id : value.kind;
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      <SelectField label="Expires" value={selectValue} onChange={(e) => {
        const v = e.target.value;
        onChange(v === 'never' ? { kind: 'never' } : v === 'custom' ? { kind: 'custom', value: '' } : { kind: 'preset', id: v as (typeof EXPIRY_PRESETS)[number]['id'] });
      }} error={value.kind === 'custom' ? undefined : error}>
        <option value="never">Never</option>
        {EXPIRY_PRESETS.map((p) => <option key={p.id} value={p.id}>In {p.label}</option>)}
        <option value="custom">On a date…</option>
      </SelectField>
      {value.kind === 'custom' && <Field label="Expiry date and time" type="datetime-local" value={value.value} onChange={(e) => onChange({ kind: 'custom', value: e.target.value })} error={error} />}
    </div>
  );
}
