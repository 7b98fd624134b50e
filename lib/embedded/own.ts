import 'server-only';

/** `record[key]` for the record's own keys only: `constructor`, `__proto__` and `toString` are not names here. */
export function own<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
