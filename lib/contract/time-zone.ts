/** Whether `zone` is an IANA time zone this runtime knows (`UTC`, `Europe/Berlin`…). Never throws. */
export function isValidTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone.length === 0 || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Every IANA zone this runtime knows, sorted; `UTC` alone where the runtime cannot list them. Never throws. */
let supported: string[] | undefined;

export function supportedTimeZones(): string[] {
  if (supported) return supported;
  try {
    const list = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
    const zones = list.filter((z) => isValidTimeZone(z));
    supported = [...new Set(['UTC', ...zones])].sort((a, b) => (a === 'UTC' ? -1 : b === 'UTC' ? 1 : a.localeCompare(b)));
    return supported;
  } catch {
    return ['UTC'];
  }
}

/**
 * The choices of a time-zone picker: the suggested zones first (valid ones, once each, in order), then every other
 * zone the runtime knows. Never throws; anything that is not a valid zone is left out.
 */
export function timeZoneChoices(suggested: readonly unknown[] | unknown): { suggested: string[]; others: string[] } {
  const first = [...new Set((Array.isArray(suggested) ? suggested : []).filter(isValidTimeZone))];
  const taken = new Set(first);
  return { suggested: first, others: supportedTimeZones().filter((z) => !taken.has(z)) };
}
