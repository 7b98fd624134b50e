import { describe, expect, it } from 'vitest';
import { answerCheckout } from '@/lib/embedded/billing/provider';
import { getSessionCost } from '@/lib/sdk/cost';
import { TRANSPORTS, rejection, signIn, useHarness, type Harness } from './transports';

const ACME = 'acc_demo';
const BACK = 'http://console.test/accounts/acc_demo/billing';

/** Pays (or cancels) at the demo provider, as its page does, and returns the confirmation the redirect carries. */
function atProvider(h: Harness, checkoutId: string, pay: boolean) {
  const url = new URL(answerCheckout(h.platform.store, checkoutId, pay, Date.now())!);
  return { result: url.searchParams.get('result'), confirmation: url.searchParams.get('confirmation') };
}

describe.each(TRANSPORTS)('billing (%s)', (transport) => {
  const h = useHarness(transport);

  it('serves the tiers publicly, and the account state from the tier with its entitlements', async () => {
    const tiers = await h.client().billing.tierConfigurations();
    expect(tiers.map((t) => t.id)).toEqual(['free', 'pro', 'team', 'enterprise']);
    expect(tiers.every((t, i) => i === 0 || t.monthly_price_usd > tiers[i - 1].monthly_price_usd)).toBe(true);
    const { api } = await signIn(h);
    const state = await api.billing.accountState(ACME);
    expect(state).toMatchObject({ account_id: ACME, tier: 'pro', status: 'active', entitlements: [], markup: 1.2 });
    expect(Date.parse(state.period.end) - Date.parse(state.period.start)).toBe(30 * 86_400_000);
    const minimal = await api.billing.accountStateMinimal(ACME);
    expect(minimal).toEqual({ account_id: ACME, tier: 'pro', status: 'active', credit_balance_usd: state.credit_balance_usd, entitlements: [] });
    expect((await api.billing.accountState('acc_globex')).entitlements).toEqual(['rbac']);
    expect((await api.accounts.get('acc_globex')).entitlements).toEqual(['rbac']);
  });

  it('balances credits: sources less uses, the period spend is the gateway spend', async () => {
    const { api } = await signIn(h);
    const credits = await api.billing.creditBreakdown(ACME);
    expect(credits.by_source).toEqual({ included: 500, purchased: 1500, promotional: 250 });
    const used = credits.by_use.sessions + credits.by_use.gateway;
    expect(credits.by_use.sessions).toBeGreaterThan(0);
    expect(credits.by_use.gateway).toBeGreaterThan(0);
    expect(credits.balance_usd).toBeCloseTo(Math.max(0, 2250 - used), 2);
    expect(credits.overage_usd).toBeCloseTo(Math.max(0, used - 2250), 2);
    const state = await api.billing.accountState(ACME);
    expect(state.period_spend_usd).toBeCloseTo(used, 2);
    const gatewaySpend = (
      await Promise.all(['proj_storefront', 'proj_support', 'proj_pipelines'].map((p) => api.project(p).gateway.overview(undefined, { from: state.period.start, to: new Date(Date.now() + 1).toISOString() })))
    ).reduce((s, o) => s + (o.spend.value ?? 0), 0);
    expect(used).toBeCloseTo(gatewaySpend, 1);
  });

  it('pages transactions newest first and refuses an offset past the end', async () => {
    const { api } = await signIn(h);
    const first = await api.billing.transactions(ACME, { limit: 3 });
    expect(first.items).toHaveLength(3);
    const times = first.items.map((t) => Date.parse(t.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const second = await api.billing.transactions(ACME, { limit: 3, offset: 3 });
    expect(second.items[0].id).not.toBe(first.items[2].id);
    expect(Date.parse(second.items[0].created_at)).toBeLessThanOrEqual(times[2]);
    const error = await rejection(api.billing.transactions(ACME, { offset: first.total }));
    expect(error.status).toBe(400);
    expect(error.code).toBe('invalid_offset');
    expect((await rejection(api.billing.transactions(ACME, { offset: -1 }))).status).toBe(400);
    const summary = await api.billing.transactionsSummary(ACME);
    expect(summary.count).toBe(first.total);
    expect(summary.by_type.reduce((s, r) => s + r.count, 0)).toBe(first.total);
  });

  it('answers usage by local day in the caller zone (23 and 25 hours across DST) with the gateway total', async () => {
    const { api } = await signIn(h);
    const usage = await api.billing.usageHistory(ACME, { tz: 'Europe/Berlin' });
    expect(usage.points).toHaveLength(30);
    expect(usage.points.every((p) => /^\d{4}-\d{2}-\d{2}$/.test(p.date))).toBe(true);
    const sum = usage.points.reduce((s, p) => s + p.spend_usd, 0);
    expect(sum).toBeCloseTo(usage.total_spend_usd, 4);
    expect(usage.points.every((p) => Math.abs(p.sessions_usd + p.gateway_usd - p.spend_usd) < 2e-6)).toBe(true);
    expect(usage.total_provider_cost_usd * 1.2).toBeCloseTo(usage.total_spend_usd, 4);
    const storefront = usage.projects.find((p) => p.project_id === 'proj_storefront')!;
    const overview = await api.project('proj_storefront').gateway.overview(30, { tz: 'Europe/Berlin' });
    expect(storefront.spend_usd).toBe(overview.spend.value);
    const dst = await api.billing.usageHistory(ACME, { from: '2026-10-24T00:00:00+02:00', to: '2026-10-27T00:00:00+01:00', tz: 'Europe/Berlin' });
    expect(dst.points.map((p) => p.date)).toEqual(['2026-10-24', '2026-10-25', '2026-10-26']);
    expect(Date.parse(dst.points[2].start) - Date.parse(dst.points[1].start)).toBe(25 * 3_600_000);
    expect((await rejection(api.billing.usageHistory(ACME, { tz: 'Mars/Olympus' }))).status).toBe(400);
  });

  it('lists session costs computed by getSessionCost, long sessions included, sorted and paged', async () => {
    const { api } = await signIn(h);
    const page = await api.billing.sessionCosts.list({ projectId: 'proj_storefront', limit: 5 });
    expect(page.items.map((s) => s.cost_usd)).toEqual([...page.items.map((s) => s.cost_usd)].sort((a, b) => b - a));
    const all = await api.billing.sessionCosts.list({ accountId: ACME, limit: 100 });
    expect(all.items.map((s) => s.session_id)).toEqual(expect.arrayContaining(['ses_long_2000', 'ses_long_10000']));
    const summaries = await api.project('proj_storefront').sessions.list();
    const long = summaries.find((s) => s.id === 'ses_long_2000')!;
    const cost = await api.billing.sessionCosts.get('ses_long_2000');
    expect(cost.cost_usd).toBe(long.cost);
    expect(cost.provider_cost_usd * cost.markup).toBeCloseTo(cost.cost_usd, 9);
    const small = all.items.find((s) => s.session_id !== 'ses_long_2000' && s.session_id !== 'ses_long_10000' && s.project_id === 'proj_storefront')!;
    const messages = await api.session('proj_storefront', small.session_id).messages({ limit: 500 });
    expect(small.cost_usd).toBeCloseTo(getSessionCost(messages.items).cost, 9);
    expect((await rejection(api.billing.sessionCosts.list({ accountId: ACME, offset: all.total }))).code).toBe('invalid_offset');
    expect((await rejection(api.billing.sessionCosts.get('ses_nope'))).status).toBe(404);
  });

  it('upgrades through the demo provider exactly once: forged and replayed confirmations change nothing', async () => {
    const { api } = await signIn(h);
    expect((await rejection(api.billing.checkout.createSession(ACME, { tier: 'platinum' as 'team', return_url: BACK }))).status).toBe(400);
    expect((await rejection(api.billing.checkout.createSession(ACME, { tier: 'free', return_url: BACK }))).code).toBe('not_an_upgrade');
    const proration = await api.billing.subscription.prorationPreview(ACME, { tier: 'team' });
    expect(proration).toMatchObject({ from_tier: 'pro', to_tier: 'team', effective: 'now', gains: ['rbac'] });
    expect(proration.amount_due_usd).toBeCloseTo(proration.charge_usd - proration.credit_usd, 2);
    const checkout = await api.billing.checkout.createSession(ACME, { tier: 'team', return_url: BACK });
    expect(checkout.url).toBe(`http://console.test/dev/pay?checkout=${checkout.id}`);
    expect(checkout.amount_usd).toBe(proration.amount_due_usd);
    // Forged before paying, and with a made-up proof after.
    expect((await rejection(api.billing.checkout.confirmSession(ACME, { checkout_id: checkout.id, confirmation: 'pcf_forged' }))).code).toBe('invalid_confirmation');
    const paid = atProvider(h, checkout.id, true);
    expect(paid.result).toBe('paid');
    expect((await rejection(api.billing.checkout.confirmSession(ACME, { checkout_id: checkout.id, confirmation: 'pcf_forged' }))).code).toBe('invalid_confirmation');
    expect((await api.billing.accountState(ACME)).tier).toBe('pro');
    const before = (await api.billing.transactions(ACME)).total;
    const confirmed = await api.billing.checkout.confirmSession(ACME, { checkout_id: checkout.id, confirmation: paid.confirmation! });
    expect(confirmed).toMatchObject({ applied: true, state: { tier: 'team', entitlements: ['rbac'] } });
    const replay = await rejection(api.billing.checkout.confirmSession(ACME, { checkout_id: checkout.id, confirmation: paid.confirmation! }));
    expect(replay.status).toBe(409);
    expect(replay.code).toBe('checkout_already_confirmed');
    const txs = await api.billing.transactions(ACME);
    expect(txs.total).toBe(before + 1);
    expect(txs.items[0]).toMatchObject({ type: 'proration', amount_usd: checkout.amount_usd, checkout_id: checkout.id, tier: 'team' });
    // The tier is the entitlement the rest of the platform enforces: custom roles now work on Acme.
    const role = await api.accounts.createRole(ACME, { name: 'Billing probe', permissions: ['project.read'] });
    expect(role.custom).toBe(true);
    const events = await api.accounts.audit.log(ACME, { action: 'billing.' });
    expect(events.items.map((e) => e.action)).toEqual(expect.arrayContaining(['billing.subscription.upgrade', 'billing.checkout.create']));
    expect(events.items.filter((e) => e.action === 'billing.subscription.upgrade')).toHaveLength(1);
  });

  it('a checkout canceled at the provider cannot be confirmed; credits purchase, auto top-up', async () => {
    const { api } = await signIn(h);
    expect((await rejection(api.billing.credits.purchase(ACME, { amount_usd: -20, return_url: BACK }))).status).toBe(400);
    expect((await rejection(api.billing.credits.purchase(ACME, { amount_usd: 0, return_url: BACK }))).status).toBe(400);
    const dropped = await api.billing.credits.purchase(ACME, { amount_usd: 40, return_url: BACK });
    expect(atProvider(h, dropped.id, false).result).toBe('canceled');
    expect((await rejection(api.billing.checkout.confirmSession(ACME, { checkout_id: dropped.id, confirmation: 'anything' }))).code).toBe('checkout_canceled');
    expect(atProvider(h, dropped.id, true).result).toBe('unavailable');
    const balance = (await api.billing.creditBreakdown(ACME)).balance_usd;
    const buy = await api.billing.credits.purchase(ACME, { amount_usd: 40, return_url: BACK });
    const { confirmation } = atProvider(h, buy.id, true);
    await api.billing.checkout.confirmSession(ACME, { checkout_id: buy.id, confirmation: confirmation! });
    expect((await api.billing.creditBreakdown(ACME)).balance_usd).toBeCloseTo(balance + 40, 2);
    expect((await rejection(api.billing.credits.configureAutoTopup(ACME, { enabled: true, threshold_usd: -1, amount_usd: 50 }))).status).toBe(400);
    const before = (await api.billing.transactions(ACME)).total;
    const threshold = Math.round(balance) + 1_000;
    const settings = await api.billing.credits.configureAutoTopup(ACME, { enabled: true, threshold_usd: threshold, amount_usd: 100 });
    expect(settings).toEqual({ enabled: true, threshold_usd: threshold, amount_usd: 100 });
    const txs = await api.billing.transactions(ACME);
    expect(txs.total).toBe(before + 1);
    expect(txs.items[0]).toMatchObject({ type: 'auto_topup', amount_usd: 100, credits_usd: 100 });
    await api.billing.credits.configureAutoTopup(ACME, { enabled: false, threshold_usd: 50, amount_usd: 100 });
    expect(await api.billing.credits.autoTopupSettings(ACME)).toEqual({ enabled: false, threshold_usd: 50, amount_usd: 100 });
  });

  it('cancels and reactivates, schedules and unschedules a downgrade, opens the portal', async () => {
    const { api } = await signIn(h, 'demo@example.com');
    const G = 'acc_globex';
    expect((await rejection(api.billing.subscription.scheduleDowngrade(G, { tier: 'enterprise' }))).code).toBe('not_a_downgrade');
    const scheduled = await api.billing.subscription.scheduleDowngrade(G, { tier: 'pro' });
    expect(scheduled.scheduled_change).toMatchObject({ type: 'downgrade', tier: 'pro', effective_at: scheduled.period.end });
    expect(scheduled.tier).toBe('team');
    expect((await api.billing.subscription.prorationPreview(G, { tier: 'pro' }))).toMatchObject({ effective: 'period_end', amount_due_usd: 0, losses: ['rbac'] });
    expect((await api.billing.subscription.cancelScheduledChange(G)).scheduled_change).toBeNull();
    expect((await rejection(api.billing.subscription.cancelScheduledChange(G))).code).toBe('no_scheduled_change');
    const canceling = await api.billing.subscription.cancel(G);
    expect(canceling).toMatchObject({ status: 'canceling', cancel_at_period_end: true, tier: 'team' });
    expect((await rejection(api.billing.subscription.cancel(G))).code).toBe('already_canceling');
    expect((await api.billing.subscription.reactivate(G))).toMatchObject({ status: 'active', cancel_at_period_end: false });
    expect((await rejection(api.billing.subscription.reactivate(G))).code).toBe('not_canceling');
    const portal = await api.billing.subscription.createPortalSession(G, { return_url: BACK });
    expect(portal.url).toMatch(/^http:\/\/console\.test\/dev\/pay\/portal\?session=/);
    const actions = (await api.billing.transactions(G)).total;
    expect(actions).toBeGreaterThan(0);
    const audit = (await api.accounts.audit.log(G, { action: 'billing.' })).items.map((e) => e.action);
    expect(audit).toEqual(expect.arrayContaining(['billing.subscription.schedule_downgrade', 'billing.subscription.cancel_scheduled_change', 'billing.subscription.cancel', 'billing.subscription.reactivate', 'billing.portal.open']));
  });

  it('refuses members: they can neither read nor change billing', async () => {
    const member = (await signIn(h, 'member@example.com')).api;
    for (const call of [
      () => member.billing.accountState(ACME),
      () => member.billing.transactions(ACME),
      () => member.billing.sessionCosts.list({ accountId: ACME }),
      () => member.billing.checkout.createSession(ACME, { tier: 'enterprise', return_url: BACK }),
      () => member.billing.subscription.cancel(ACME),
    ]) {
      const error = await rejection(call());
      expect(error.status).toBe(403);
    }
    expect((await member.billing.sessionCosts.list()).total).toBe(0);
    expect((await rejection(member.billing.sessionCosts.get('ses_long_2000'))).status).toBe(404);
  });

  it('answers bad input in the platform error shape over the wire', async () => {
    const { token } = await signIn(h);
    const res = await h.fetch(`${h.backendUrl}/accounts/${ACME}/billing/credits/purchase`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ amount_usd: -5, return_url: BACK }),
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body).toMatchObject({ code: 'invalid_request' });
    expect(typeof body.error).toBe('string');
  });
});
