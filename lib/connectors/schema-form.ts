// The console's tool-call form: text fields in, typed arguments out, by the tool's input schema. Never throws.
import type { JsonSchemaObject } from '@/lib/contract/types-connectors';

export interface FormArgs {
  args: Record<string, unknown>;
  /** Field → what is wrong, in words for a person. */
  errors: Record<string, string>;
}

/** Typed arguments from the form's text values; empty optional fields are left out. */
export function argsFromForm(schema: JsonSchemaObject | undefined, values: Record<string, string>): FormArgs {
  const args: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  const properties = schema && typeof schema.properties === 'object' && schema.properties !== null ? schema.properties : {};
  const required = Array.isArray(schema?.required) ? schema.required : [];
  for (const [field, prop] of Object.entries(properties)) {
    const raw = typeof values[field] === 'string' ? values[field].trim() : '';
    if (raw === '') {
      if (required.includes(field)) errors[field] = 'Required';
      continue;
    }
    if (prop?.type === 'integer' || prop?.type === 'number') {
      const n = Number(raw);
      if (!Number.isFinite(n) || (prop.type === 'integer' && !Number.isInteger(n))) errors[field] = prop.type === 'integer' ? 'A whole number' : 'A number';
      else if (prop.minimum !== undefined && n < prop.minimum) errors[field] = `At least ${prop.minimum}`;
      else if (prop.maximum !== undefined && n > prop.maximum) errors[field] = `At most ${prop.maximum}`;
      else args[field] = n;
    } else if (prop?.type === 'boolean') {
      args[field] = raw === 'true';
    } else {
      if (prop?.maxLength !== undefined && raw.length > prop.maxLength) errors[field] = `At most ${prop.maxLength} characters`;
      else args[field] = raw;
    }
  }
  return { args, errors };
}
