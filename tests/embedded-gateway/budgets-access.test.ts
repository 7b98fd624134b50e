import { describe, expect, it } from 'vitest';
import { UNASSIGNED_SERVICE_ACCOUNT_TOKEN } from '@/lib/embedded';
import { budgetState, periodWindow } from '@/lib/embedded/gateway/budgets';
import { NOW } from './harness';
import { TRANSPORTS, rejection, signIn, useHarness } from '../sdk-client/transports';

const issuePaths = (e: { body: unknown }) => ((e.body as { issues?: Array<{ path: string[] }> }).issues ?? []).map((i) => i.path.join('.'));

describe('budget periods and states', () => {
  it('a period starts at local midnight, on Monday, or on the 1st in the budget’s zone (DST-safe)', () => {
    const at = Date.parse('2026-11-01T15:00:00Z'); // a Sunday; New York's clocks went back that morning
    expect(periodWindow('day', at, 'America/New_York')).toEqual({ start: Date.parse('2026-11-01T04:00:00Z'), end: Date.parse('2026-11-02T05:00:00Z') });
    // Monday 26 October, the day after Berlin left summer time: 00:00 CET.
    expect(periodWindow('week', at, 'Europe/Berlin')).toEqual({ start: Date.parse('2026-10-25T23:00:00Z'), end: Date.parse('2026-11-01T23:00:00Z') });
    expect(periodWindow('month', at, 'UTC')).toEqual({ start: Date.parse('2026-11-01T00:00:00Z'), end: Date.parse('2026-12-01T00:00:00Z') });
  });

  it('warns from the alert threshold and is exceeded at the limit', () => {
    expect(budgetState(79.99, 100, 80)).toBe('ok');
    expect(budgetState(80, 100, 80)).toBe('warning');
    expect(budgetState(99.99, 100, 80)).toBe('warning');
    expect(budgetState(100, 100, 80)).toBe('exceeded');
    expect(budgetState(0, 100, 100)).toBe('ok');
  });
});

for (const transport of TRANSPORTS) {
  describe(`gateway budgets and access (${transport})`, () => {
    const h = useHarness(transport, { now: () => NOW });

    it('sets (creates, then replaces) and deletes a budget, with its spend from the same aggregation as the overview', async () => {
      const { api } = await signIn(h);
      const p = api.project('proj_storefront');
      const made = await p.gateway.setBudget({ scope: 'agent', target: 'catalog', period: 'month', limit: 400, alertThreshold: 60, tz: 'Europe/Berlin' });
      expect(made).toMatchObject({ scope: 'agent', target: 'catalog', period: 'month', limit: 400, alertThreshold: 60, tz: 'Europe/Berlin', periodStart: '2026-10-31T23:00:00.000Z', periodEnd: '2026-11-30T23:00:00.000Z' });
      const overview = await p.gateway.overview(undefined, { from: made.periodStart, to: made.periodEnd, agent: 'catalog' });
      expect(made.spend).toBe(overview.spend.value);
      expect(made.state).toBe(budgetState(made.spend, 400, 60));

      const replaced = await p.gateway.setBudget({ scope: 'agent', target: 'catalog', period: 'month', limit: 1 });
      expect(replaced.id).toBe(made.id);
      expect(replaced).toMatchObject({ limit: 1, alertThreshold: 60, tz: 'Europe/Berlin', state: 'exceeded' });
      expect((await p.gateway.budgets()).filter((b) => b.target === 'catalog')).toHaveLength(1);

      await p.gateway.deleteBudget(made.id);
      expect((await p.gateway.budgets()).some((b) => b.id === made.id)).toBe(false);
      expect((await rejection(p.gateway.deleteBudget(made.id))).status).toBe(404);
      const events = h.platform.store.auditEvents.filter((e) => e.resource?.id === made.id).map((e) => e.action);
      expect(events).toEqual(['project.gateway.budget.create', 'project.gateway.budget.update', 'project.gateway.budget.delete']);
    });

    it('refuses a bad budget with the path of the field to fix', async () => {
      const { api } = await signIn(h);
      const p = api.project('proj_storefront');
      const cases: Array<[Record<string, unknown>, string, string?]> = [
        [{ scope: 'key', period: 'day', limit: 5 }, 'target'],
        [{ scope: 'project', target: 'x', period: 'day', limit: 5 }, 'target'],
        [{ scope: 'project', period: 'day', limit: 0 }, 'limit'],
        [{ scope: 'project', period: 'day', limit: -3 }, 'limit'],
        [{ scope: 'project', period: 'year', limit: 5 }, 'period'],
        [{ scope: 'team', period: 'day', limit: 5 }, 'scope'],
        [{ scope: 'project', period: 'day', limit: 5, alertThreshold: 150 }, 'alertThreshold'],
        [{ scope: 'project', period: 'day', limit: 5, tz: 'Nowhere/City' }, 'tz'],
        [{ scope: 'key', target: 'gwk_nope', period: 'day', limit: 5 }, 'target', 'unknown_key'],
        [{ scope: 'key', target: 'gwk_sf_legacy', period: 'day', limit: 5 }, 'target', 'key_revoked'],
        [{ scope: 'agent', target: 'nobody', period: 'day', limit: 5 }, 'target', 'unknown_agent'],
      ];
      for (const [input, path, code] of cases) {
        const error = await rejection(p.gateway.setBudget(input as never));
        expect(error.status, JSON.stringify(input)).toBe(400);
        if (code) {
          expect(error.code).toBe(code);
          expect((error.body as { field: string }).field).toBe(path);
        } else {
          expect(issuePaths(error), JSON.stringify(input)).toContain(path);
        }
      }
    });

    it('a member reads logs and errors but not spend, and cannot set budgets (403 naming the permission)', async () => {
      const { api } = await signIn(h, 'member@example.com');
      const p = api.project('proj_storefront');
      expect((await p.gateway.logs({ limit: 1 })).items).toHaveLength(1);
      expect((await p.gateway.errors()).total).toBeGreaterThan(0);
      for (const [call, permission] of [
        [() => p.gateway.overview(), 'project.gateway.spend.read'],
        [() => p.gateway.series(), 'project.gateway.spend.read'],
        [() => p.gateway.breakdown(), 'project.gateway.spend.read'],
        [() => p.gateway.sessions(), 'project.gateway.spend.read'],
        [() => p.gateway.budgets(), 'project.gateway.spend.read'],
        [() => p.gateway.setBudget({ scope: 'project', period: 'day', limit: 5 }), 'project.gateway.budget.set'],
        [() => p.gateway.deleteBudget('gwb_sf_month'), 'project.gateway.budget.set'],
      ] as const) {
        const error = await rejection(call());
        expect(error.status).toBe(403);
        expect(error.body).toMatchObject({ code: 'forbidden', permission });
      }
    });

    it('a principal without the project gets the spec’s 403 on every read', async () => {
      const p = h.client(() => UNASSIGNED_SERVICE_ACCOUNT_TOKEN).project('proj_storefront');
      for (const call of [() => p.gateway.logs(), () => p.gateway.overview(), () => p.gateway.errors(), () => p.gateway.budgets()]) {
        const error = await rejection(call());
        expect(error.status).toBe(403);
        expect(error.body).toMatchObject({ error: 'You do not have access to this project', code: 'forbidden' });
      }
    });

    it('a project without traffic answers empty aggregates and no logs', async () => {
      const { api } = await signIn(h);
      const made = await api.projects.provision({ name: 'Quiet project', idempotency_key: `quiet-${transport}` });
      const p = api.project(made.project_id);
      expect((await p.gateway.overview()).requests).toEqual({ value: 0, previous: 0 });
      expect((await p.gateway.logs()).total).toBe(0);
      expect((await p.gateway.breakdown()).rows).toEqual([]);
      expect((await p.gateway.series()).total.requests.every((n) => n === 0)).toBe(true);
    });
  });
}
