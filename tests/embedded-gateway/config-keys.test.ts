import { describe, expect, it } from 'vitest';
import { TRANSPORTS, rejection, signIn, useHarness } from '../sdk-client/transports';

const P = 'proj_storefront';

describe.each(TRANSPORTS)('gateway keys (%s)', (transport) => {
  const h = useHarness(transport);

  it('shows a secret only when it is created; afterwards only its prefix and metadata, and the store keeps a hash', async () => {
    const { api, user } = await signIn(h);
    const gateway = api.project(P).gateway;
    const minted = await gateway.createKey('checkout service');
    expect(minted).toMatchObject({ name: 'checkout service', createdBy: user.id, revokedAt: null, lastUsedAt: null });
    expect(minted.secret).toMatch(/^pgw_[A-Za-z0-9_-]{40}$/);
    expect(minted.secret.startsWith(minted.prefix)).toBe(true);
    const listed = await gateway.keys();
    expect(listed.find((k) => k.id === minted.id)).toEqual({ id: minted.id, name: 'checkout service', prefix: minted.prefix, createdAt: minted.createdAt, createdBy: user.id, lastUsedAt: null, revokedAt: null });
    expect(listed.map((k) => k.id)).toContain('gwk_sf_legacy');
    const everything = JSON.stringify([listed, h.platform.store.auditEvents, [...h.platform.store.gatewayKeys.values()]]);
    expect(everything).not.toContain(minted.secret);
    expect(h.platform.store.auditEvents.at(-1)).toMatchObject({ action: 'project.gateway.key.create', resource: { type: 'gateway_key', id: minted.id } });
    expect((await rejection(gateway.createKey('  '))).status).toBe(400);
  });

  it('answers the gateway with a live key, and 401 in the error shape once it is revoked', async () => {
    const { api } = await signIn(h);
    const gateway = api.project(P).gateway;
    const { id, secret, prefix } = await gateway.createKey('to revoke');
    const client = h.client();
    const answer = await client.gateway.chatCompletions(secret, { messages: [{ role: 'user', content: 'Summarise our refund policy' }] });
    expect(answer).toMatchObject({ object: 'chat.completion', model: 'claude-sonnet-4-5', gateway: { requestedModel: 'claude-sonnet-4-5', provider: 'anthropic' } });
    expect(answer.choices[0].message.content).toContain('Claude Sonnet 4.5');
    expect((await gateway.keys()).find((k) => k.id === id)?.lastUsedAt).not.toBeNull();
    const image = await client.gateway.chatCompletions(secret, { messages: [{ role: 'user', content: [{ type: 'text', text: 'What is this?' }, { type: 'image_url', image_url: { url: 'data:image/png;base64,AAAA' } }] }] });
    expect(image.model).toBe('gpt-5');

    await gateway.revokeKey(id);
    const revoked = await rejection(client.gateway.chatCompletions(secret, { messages: [{ role: 'user', content: 'hello' }] }));
    expect({ status: revoked.status, body: revoked.body }).toEqual({ status: 401, body: { error: expect.any(String), code: 'key_revoked', key_prefix: prefix, revoked_at: expect.any(String) } });
    const listed = (await gateway.keys()).find((k) => k.id === id);
    expect(listed?.revokedAt).toBe((revoked.body as { revoked_at: string }).revoked_at);
    await gateway.revokeKey(id);
    expect((await gateway.keys()).find((k) => k.id === id)?.revokedAt).toBe(listed?.revokedAt);
    expect(h.platform.store.auditEvents.filter((e) => e.action === 'project.gateway.key.revoke' && e.resource?.id === id)).toHaveLength(1);

    const unknown = await rejection(client.gateway.chatCompletions('pgw_not-a-key', { messages: [{ role: 'user', content: 'hello' }] }));
    expect([unknown.status, unknown.code]).toEqual([401, 'invalid_gateway_key']);
    const missing = await rejection(client.gateway.chatCompletions(null, { messages: [{ role: 'user', content: 'hello' }] }));
    expect([missing.status, missing.code]).toEqual([401, 'unauthorized']);
    // A gateway key is not a platform credential, and a user's token is not a gateway key.
    expect((await rejection(h.client(() => secret).project(P).get())).status).toBe(401);
    const { token } = await signIn(h);
    expect((await rejection(client.gateway.chatCompletions(token, { messages: [{ role: 'user', content: 'hello' }] }))).code).toBe('invalid_gateway_key');
    expect((await rejection(gateway.revokeKey('gwk_nope'))).status).toBe(404);
  });

  it('follows the routing policy and refuses a model the catalog lacks or one without images for an image request', async () => {
    const { api } = await signIn(h);
    const gateway = api.project('proj_support').gateway;
    const { secret } = await gateway.createKey('routing');
    await gateway.routing.set({ defaultModel: 'gemini-2.5-flash', visionModel: 'claude-haiku-4-5', fallbacks: [], fallbackOn: 'transient' });
    const client = h.client();
    expect((await client.gateway.chatCompletions(secret, { messages: [{ role: 'user', content: 'hi' }] })).model).toBe('gemini-2.5-flash');
    expect((await client.gateway.chatCompletions(secret, { model: 'codestral-2501', messages: [{ role: 'user', content: 'hi' }] })).model).toBe('codestral-2501');
    expect((await rejection(client.gateway.chatCompletions(secret, { model: 'acme-1', messages: [{ role: 'user', content: 'hi' }] }))).code).toBe('unknown_model');
    const noImages = await rejection(client.gateway.chatCompletions(secret, { model: 'codestral-2501', messages: [{ role: 'user', content: [{ type: 'image_url', image_url: { url: 'https://example.com/a.png' } }] }] }));
    expect([noImages.status, noImages.code]).toEqual([400, 'no_image_support']);
  });

  it('needs project.gateway.keys.manage: members get 403 on list, create and revoke', async () => {
    const member = (await signIn(h, 'member@example.com')).api.project(P).gateway;
    for (const call of [() => member.keys(), () => member.createKey('mine'), () => member.revokeKey('gwk_sf_web')]) {
      const error = await rejection(call());
      expect([error.status, (error.body as { permission?: string }).permission]).toEqual([403, 'project.gateway.keys.manage']);
    }
  });
});
