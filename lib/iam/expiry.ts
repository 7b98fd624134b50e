/** How an assignment's expiry reads at `now`: none, expired, soon (within 3 days) or later. Never throws. */
export type ExpiryState = 'none' | 'expired' | 'soon' | 'active';

export const SOON_MS = 3 * 24 * 3_600_000;

export function expiryState(expiresAt: string | null | undefined, now: number): ExpiryState {
  if (typeof expiresAt !== 'string' || !expiresAt) return 'none';
  const at = Date.parse(expiresAt);
  if (!Number.isFinite(at)) return 'none';
  if (at <= now) return 'expired';
  return at - now <= SOON_MS ? 'soon' : 'active';
}

export const EXPIRY_PRESETS = [
  { id: '1h', label: '1 hour', ms: 3_600_000 },
  { id: '1d', label: '1 day', ms: 24 * 3_600_000 },
  { id: '7d', label: '7 days', ms: 7 * 24 * 3_600_000 },
  { id: '30d', label: '30 days', ms: 30 * 24 * 3_600_000 },
] as const;

export type ExpiryChoice = { kind: 'never' } | { kind: 'preset'; id: (typeof EXPIRY_PRESETS)[number]['id'] } | { kind: 'custom'; value: string };

/** The ISO expiry a choice means at `now`, `null` for never, or an error message for a bad custom date. */
export function expiryFromChoice(choice: ExpiryChoice, now: number): { ok: true; value: string | null } | { ok: false; message: string } {
  if (choice.kind === 'never') return { ok: true, value: null };
  if (choice.kind === 'preset') {
    const preset = EXPIRY_PRESETS.find((p) => p.id === choice.id);
    return preset ? { ok: true, value: new Date(now + preset.ms).toISOString() } : { ok: false, message: 'Choose an expiry' };
  }
  const at = Date.parse(choice.value);
  if (!choice.value || !Number.isFinite(at)) return { ok: false, message: 'Enter a date and time' };
  if (at <= now) return { ok: false, message: 'The expiry must be in the future' };
  return { ok: true, value: new Date(at).toISOString() };
}
