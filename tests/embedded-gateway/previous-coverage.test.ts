import { describe, expect, it } from 'vitest';
import { createEmbeddedPlatform } from '@/lib/embedded';
import { resolveWindow } from '@/lib/embedded/gateway/range';
import { trafficOf } from '@/lib/embedded/gateway/traffic';
import { overviewOf } from '@/lib/embedded/gateway/views';

const NOW = Date.parse('2026-11-20T12:00:00Z');

describe('overview: how much of the previous period has data', () => {
  const platform = createEmbeddedPlatform({ now: () => NOW });
  const traffic = trafficOf(platform.store, 'proj_storefront');

  it('is full when the previous period lies inside the traffic, partial when the traffic starts inside it, none before it', () => {
    const week = overviewOf(traffic, resolveWindow({ days: 7 }, NOW), {});
    expect(week.previousCoverage).toBe('full');
    const month = overviewOf(traffic, resolveWindow({ days: 30 }, NOW), {});
    expect(month.previousCoverage).toBe('partial');
    expect(month.spend.previous).toBeGreaterThan(0);
    expect(month.dataFrom).toBe(new Date(traffic.from).toISOString());
    const before = overviewOf(traffic, resolveWindow({ to: new Date(traffic.from - 86_400_000).toISOString(), days: 7 }, NOW), {});
    expect(before.previousCoverage).toBe('none');
  });

  it('is none for a project without traffic', () => {
    const empty = overviewOf(trafficOf(platform.store, 'proj_gen_01'), resolveWindow({ days: 7 }, NOW), {});
    expect(empty).toMatchObject({ previousCoverage: 'none', dataFrom: null });
  });
});
