import { formatTokens } from '@/lib/sdk/format';

const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : 0);
const rec = (v: unknown): Record<string, unknown> => (typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {});

/**
 * A session's tokens in words, cache included: "12.3k in · 1.1k out · 40.2k cache read · 2k cache write". Reasoning
 * and cache parts appear only when there are some. Never throws: missing or malformed counts read as 0.
 */
export function tokenBreakdown(tokens: unknown): string {
  const t = rec(tokens);
  const cache = rec(t.cache);
  const parts = [`${formatTokens(num(t.input))} in`, `${formatTokens(num(t.output))} out`];
  if (num(t.reasoning)) parts.push(`${formatTokens(num(t.reasoning))} reasoning`);
  if (num(cache.read)) parts.push(`${formatTokens(num(cache.read))} cache read`);
  if (num(cache.write)) parts.push(`${formatTokens(num(cache.write))} cache write`);
  return parts.join(' · ');
}
