// Patterns and small predicates shared by the schemas, the warning pass and the edit helpers.

export const SLUG_PATTERN = /^[a-z0-9][a-z0-9_-]{0,127}$/;
export const ENV_NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*$/;
export const SECRET_ENV_PATTERN = /^[A-Z_][A-Z0-9_]*$/;
export const INTERVAL_PATTERN = /^([1-9][0-9]*)(s|m|h|d)$/;
export const HEADER_NAME_PATTERN = /^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/;
export const BOOLEAN_LIKE_STRING = /^(true|false|1|0|yes|no|on|off)$/i;

export const HEADER_MAX_ENTRIES = 32;
export const HEADER_NAME_MAX = 128;
export const HEADER_VALUE_MAX = 2048;
export const TRIGGER_RUN_MAX = 1024;
export const RESERVED_APP_PORTS = [7331, 8080] as const;
/** Upper bound of `apps.*.resources.disk_gb`: the spec does not show one; see docs/MANIFEST.md. */
export const APP_DISK_GB_MAX = 1024;

export const RESERVED_CHANNEL_SLUGS = ['platform_chat_a', 'platform_chat_b', 'platform_email'] as const;
export const COMPUTER_CONNECTOR = 'computer';

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Relative-path rule: not starting with `/` and no `..` segment (a backslash also separates segments). */
export function isRelativePath(value: string): boolean {
  if (value.startsWith('/')) return false;
  return !value.split(/[/\\]/).includes('..');
}

/** Boolean-like value of trigger and channel `enabled`; returns undefined when the value is not boolean-like. */
export function booleanLikeValue(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value !== 0 : undefined;
  if (typeof value === 'string' && BOOLEAN_LIKE_STRING.test(value)) {
    return /^(true|1|yes|on)$/i.test(value);
  }
  return undefined;
}

export function hasValue(object: Record<string, unknown>, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(object, key) && object[key] !== undefined;
}

export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return value.length > 40 ? `"${value.slice(0, 37)}..."` : JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'object') return 'a map';
  return typeof value;
}
