import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { logPage } from '@/lib/embedded/gateway/logs';
import { resolveWindow } from '@/lib/embedded/gateway/range';
import { NOW, traffic } from './harness';
import { TRANSPORTS, rejection, signIn, useHarness } from '../sdk-client/transports';

describe('gateway log paging', () => {
  it('cursor paging covers every matching row exactly once, newest first, for any page size and filter', () => {
    const t = traffic('proj_support');
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 0, max: 29 }),
        fc.constantFrom({}, { status: 'error' as const }, { provider: 'openai' }, { agent: 'triage' }, { q: 'ticket' }, { model: 'claude-opus-4-5', status: 'ok' as const }),
        (limit, startDay, filter) => {
          const input = { from: new Date(NOW - (startDay + 2) * 86_400_000).toISOString(), to: new Date(NOW - startDay * 86_400_000).toISOString(), ...filter };
          const w = resolveWindow(input, NOW);
          const seen: string[] = [];
          let last = Infinity;
          let cursor: string | undefined;
          let total = 0;
          let pages = 0;
          do {
            const page = logPage(t, w, { ...input, limit, cursor });
            expect(page.items.length).toBeLessThanOrEqual(limit);
            if (page.next_cursor) expect(page.items.length).toBe(limit);
            for (const row of page.items) {
              expect(Date.parse(row.at)).toBeLessThanOrEqual(last);
              last = Date.parse(row.at);
              seen.push(row.id);
            }
            total = page.total;
            cursor = page.next_cursor ?? undefined;
            pages += 1;
          } while (cursor && pages < 10_000);
          expect(new Set(seen).size).toBe(seen.length);
          expect(seen.length).toBe(total);
          // The oracle: a plain scan of the rows.
          let expected = 0;
          for (let i = 0; i < t.n; i++) {
            const at = t.at[i];
            if (at < w.from || at >= w.to) continue;
            const provider = t.providers[t.providerOfModel[t.model[i]]];
            if ('provider' in filter && provider !== filter.provider) continue;
            if ('agent' in filter && t.agents[t.agent[i]] !== filter.agent) continue;
            if ('model' in filter && t.models[t.model[i]] !== filter.model) continue;
            if ('status' in filter && filter.status === 'error' && t.status[i] < 400) continue;
            if ('status' in filter && filter.status === 'ok' && t.status[i] >= 400) continue;
            if ('q' in filter && !t.previews[t.preview[i]].toLowerCase().includes(filter.q ?? '')) continue;
            expected += 1;
          }
          expect(total).toBe(expected);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('an offset jumps to the same rows the cursor reaches', () => {
    const t = traffic();
    const w = resolveWindow({ days: 30 }, NOW);
    const first = logPage(t, w, { status: 'error', limit: 250 });
    const second = logPage(t, w, { status: 'error', limit: 250, cursor: first.next_cursor! });
    expect(logPage(t, w, { status: 'error', limit: 250, offset: 250 }).items).toEqual(second.items);
    expect(logPage(t, w, { status: 'error', limit: 10, offset: 245 }).items).toEqual([...first.items.slice(245), ...second.items.slice(0, 5)]);
    expect(logPage(t, w, { status: 'error', offset: first.total }).items).toEqual([]);
  });

  it('finds a request by its log id or request id', () => {
    const t = traffic();
    const w = resolveWindow({ days: 30 }, NOW);
    const row = logPage(t, w, { limit: 1, status: '429' }).items[0];
    expect(logPage(t, w, { q: row.id }).items.map((r) => r.id)).toEqual([row.id]);
    expect(logPage(t, w, { q: row.requestId }).items.map((r) => r.id)).toEqual([row.id]);
    expect(logPage(t, w, { q: row.requestId, status: 'ok' }).total).toBe(0);
  });
});

for (const transport of TRANSPORTS) {
  describe(`gateway logs and export (${transport})`, () => {
    const h = useHarness(transport, { now: () => NOW });

    it('pages logs with filters, answers a detail with its session turn, and 404 for an unknown log', async () => {
      const { api } = await signIn(h);
      const p = api.project('proj_storefront');
      const page = await p.gateway.logs({ sessionId: 'ses_gateway_retry', from: new Date(NOW - 86_400_000).toISOString(), to: new Date(NOW + 3_600_000).toISOString() });
      expect(page.total).toBe(4);
      const detail = await p.gateway.log(page.items[1].id);
      expect(detail.session).toMatchObject({ id: 'ses_gateway_retry', available: true });
      expect(detail.session!.messageId).toMatch(/^msg_/);
      expect((await rejection(p.gateway.log('gwl_stor_zzzzzzz'))).status).toBe(404);
      const bad = await rejection(p.gateway.logs({ cursor: 'not-a-cursor' }));
      expect(bad.status).toBe(400);
      expect(bad.code).toBe('invalid_cursor');
    });

    it('validates the range, the zone and the interval with the field to fix', async () => {
      const { api } = await signIn(h);
      const p = api.project('proj_storefront');
      const zone = await rejection(p.gateway.series({ tz: 'Mars/Olympus' }));
      expect(zone.status).toBe(400);
      expect((zone.body as { issues: Array<{ path: string[] }> }).issues[0].path).toEqual(['tz']);
      const backwards = await rejection(p.gateway.overview(undefined, { from: '2026-11-05T00:00:00Z', to: '2026-11-01T00:00:00Z' }));
      expect((backwards.body as { issues: Array<{ path: string[] }> }).issues[0].path).toEqual(['to']);
      const tooMany = await rejection(p.gateway.series({ interval: 'hour', from: '2026-01-01T00:00:00Z', to: '2026-11-01T00:00:00Z' }));
      expect(tooMany.code).toBe('too_many_buckets');
      expect((tooMany.body as { field: string }).field).toBe('interval');
    });

    it('exports every row the filter matches as streamed, formula-safe CSV', async () => {
      const { token } = await signIn(h);
      const query = new URLSearchParams({ from: new Date(NOW - 3 * 86_400_000).toISOString(), to: new Date(NOW).toISOString(), status: 'error', tz: 'Europe/Berlin' });
      const response = await h.fetch(`${h.backendUrl}/projects/proj_storefront/gateway/logs/export?${query}`, { headers: { authorization: `Bearer ${token}` } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/csv');
      expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="gateway-logs-proj_storefront-.*\.csv"/);
      const lines = (await response.text()).trimEnd().split('\r\n');
      expect(lines[0]).toBe('id,request_id,at,model,provider,requested_model,key_id,agent,session_id,status,status_class,error_code,stream,vision,input_tokens,output_tokens,cost_usd,ttft_ms,latency_ms,attempts,preview');
      const { api } = await signIn(h);
      const page = await api.project('proj_storefront').gateway.logs(Object.fromEntries(query) as never);
      expect(lines.length - 1).toBe(page.total);
      expect(lines[1].startsWith(`${page.items[0].id},`)).toBe(true);
      expect(lines.slice(1).every((l) => !/,[=+\-@]/.test(l.replace(/,'[=+\-@]/g, '')))).toBe(true);
    });
  });
}
