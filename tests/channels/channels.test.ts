import { describe, expect, it } from 'vitest';
import { TRANSPORTS, refusal, signIn, useHarness } from '../sdk-client/transports';

const P = 'proj_storefront';
const V1 = 'proj_pipelines';

describe.each(TRANSPORTS)('channels (%s)', (transport) => {
  const h = useHarness(transport);

  it('connects chat in the demo workspace, records it in a v2 manifest, changes mode, moves files, disconnects', async () => {
    const { api, user } = await signIn(h);
    const p = api.project(P);
    const manifest = async () => (await p.files.read('platform.yaml')).content;
    const head = async () => (await p.git.commits())[0].sha;
    expect(await p.channels.slack.installation()).toMatchObject({ status: 'not_connected', workspace: null, bot_name: null, manifest: { path: 'platform.yaml', entry: null } });

    const connected = await p.channels.slack.connect({ mode: 'mentions', bot_name: 'Shop helper' });
    expect(connected).toMatchObject({ status: 'connected', workspace: { id: 'T0DEMO' }, bot_name: 'Shop helper', mode: 'mentions', events: ['app_mention'], connected_by: user.id, manifest: { entry: 'connectors[platform_chat_a]' } });
    expect(connected.manifest.commit).toBe(await head());
    expect(await manifest()).toMatch(/slug: platform_chat_a\n\s+provider: channel\n\s+platform: "?<chat_platform_a>"?/);
    expect((await p.validateManifest(await manifest())).ok).toBe(true);

    // Version 2 records no events: a mode change is runtime state, with no commit.
    const before = await head();
    const moded = await p.channels.slack.mode('all_messages');
    expect(moded).toMatchObject({ mode: 'all_messages', events: ['app_mention', 'message.channels'] });
    expect(await head()).toBe(before);
    const app = await p.channels.slack.manifest();
    expect(app.settings.event_subscriptions.bot_events).toEqual(['app_mention', 'message.channels']);
    expect(app.features.bot_user.display_name).toBe('Shop helper');

    const file = await p.channels.slack.uploadFile({ filename: 'notes.txt', content: Buffer.from('hello chat').toString('base64'), content_type: 'text/plain' });
    expect(file).toMatchObject({ name: 'notes.txt', size: 10, url: expect.stringMatching(/^https:\/\/files\.chat\.example\/T0DEMO\//) });
    const raw = (await p.channels.slack.getFile(file.url)) as Response;
    expect(await raw.text()).toBe('hello chat');

    const gone = await p.channels.slack.disconnect();
    expect(gone).toMatchObject({ status: 'not_connected', workspace: null, manifest: { entry: null } });
    expect(gone.manifest.commit).toBe(await head());
    expect(await manifest()).not.toContain('platform_chat_a');
    expect(await refusal(p.channels.slack.getFile(file.url))).toMatchObject({ status: 404, code: 'not_found' });
    const actions = h.platform.store.auditEvents.filter((e) => e.project_id === P && e.action.startsWith('project.channel')).map((e) => e.action);
    expect(actions).toEqual(['project.channel.connect', 'project.channel.mode', 'project.channel.file.upload', 'project.channel.disconnect']);
  });

  it('gives the agent an address at the demo mail domain, with a policy, and releases it', async () => {
    const p = (await signIn(h)).api.project(P);
    expect(await p.channels.email.installation()).toMatchObject({ status: 'not_connected', address: null, connector_slug: 'platform_email' });
    const on = await p.channels.email.connect({ local_part: 'Shop' });
    expect(on).toMatchObject({ status: 'connected', address: 'shop@agents.mail.example', mode: 'draft', manifest: { entry: 'connectors[platform_email]' } });
    expect(await p.channels.email.mode('reply')).toMatchObject({ mode: 'reply' });
    const policy = await p.channels.email.updatePolicy({ allowed_senders: ['@Example.com', 'ana@partner.example', '@example.com'], require_approval: false });
    expect(policy.policy).toEqual({ allowed_senders: ['@example.com', 'ana@partner.example'], require_approval: false });
    expect((await p.channels.email.updatePolicy({ require_approval: true })).policy).toEqual({ allowed_senders: ['@example.com', 'ana@partner.example'], require_approval: true });
    expect(await p.channels.email.installation('platform_email')).toMatchObject({ address: 'shop@agents.mail.example' });
    expect(await refusal(p.channels.email.installation('other-mail'))).toMatchObject({ status: 404 });
    const off = await p.channels.email.disconnect();
    expect(off).toMatchObject({ status: 'not_connected', address: null, manifest: { entry: null } });
    expect(await p.channels.voice.setBotName('Shop voice')).toEqual({ bot_name: 'Shop voice', updated_at: expect.any(String) });
    expect((await p.channels.slack.installation()).voice.bot_name).toBe('Shop voice');
  });

  it('keeps a v1 manifest\'s channels list in agreement: events follow the chat mode, each change a commit', async () => {
    const p = (await signIn(h)).api.project(V1);
    const toml = async () => (await p.files.read('platform.toml')).content;
    // The seed declares an email channel that nobody connected yet.
    expect(await p.channels.email.installation()).toMatchObject({ status: 'not_connected', manifest: { path: 'platform.toml', entry: 'channels[platform=email]' } });
    const email = await p.channels.email.connect({});
    expect(email.address).toBe('pipelines@agents.mail.example');
    expect(await toml()).toContain('job.failed'); // the entry keeps its events
    await p.channels.slack.connect({});
    expect(await toml()).toMatch(/platform = "<chat_platform_a>"\nenabled = true\nevents = \[ "app_mention" \]/);
    const commits = (await p.git.commits()).length;
    const moded = await p.channels.slack.mode('direct_messages');
    expect((await p.git.commits()).length).toBe(commits + 1);
    expect(moded.manifest.commit).toBe((await p.git.commits())[0].sha);
    expect(await toml()).toContain('events = [ "message.im" ]');
    await p.channels.slack.disconnect();
    expect(await toml()).not.toContain('<chat_platform_a>');
    expect((await p.validateManifest(await toml(), 'toml')).ok).toBe(true);
  });

  it('answers bad input and wrong states with the error shape', async () => {
    const p = (await signIn(h)).api.project(P);
    expect(await refusal(p.channels.slack.mode('loud' as never))).toMatchObject({ status: 400, code: 'invalid_request', path: 'mode' });
    expect(await refusal(p.channels.slack.mode('mentions'))).toMatchObject({ status: 409, code: 'not_connected' });
    expect(await refusal(p.channels.slack.uploadFile({ filename: 'a.txt', content: 'aGk=' }))).toMatchObject({ status: 409, code: 'not_connected' });
    expect(await refusal(p.channels.slack.connect({ mode: 'everything' } as never))).toMatchObject({ status: 400, code: 'invalid_request', path: 'mode' });
    expect(await refusal(p.channels.slack.disconnect())).toMatchObject({ status: 409, code: 'not_connected' });
    await p.channels.slack.connect({});
    expect(await refusal(p.channels.slack.connect({}))).toMatchObject({ status: 409, code: 'already_connected' });
    expect(await refusal(p.channels.slack.uploadFile({ filename: 'a/b.txt', content: 'aGk=' }))).toMatchObject({ status: 400, code: 'invalid_request', path: 'filename' });
    expect(await refusal(p.channels.slack.uploadFile({ filename: 'a.txt', content: 'not base64!' }))).toMatchObject({ status: 400, path: 'content' });
    expect(await refusal(p.channels.slack.uploadFile({ filename: 'big.bin', content: Buffer.alloc(1_000_001).toString('base64') }))).toMatchObject({ status: 413, code: 'file_too_large' });
    expect(await refusal(p.channels.slack.getFile('https://evil.example/T0DEMO/F1/x'))).toMatchObject({ status: 400, code: 'invalid_file_url', path: 'url' });
    expect(await refusal(p.channels.slack.getFile('https://files.chat.example/T0DEMO/FNOPE/x'))).toMatchObject({ status: 404 });
    await p.channels.slack.disconnect();
    expect(await refusal(p.channels.email.connect({ local_part: '-bad-' }))).toMatchObject({ status: 400, code: 'invalid_request', path: 'local_part' });
    expect(await refusal(p.channels.email.updatePolicy({ allowed_senders: ['not an address'] }))).toMatchObject({ status: 400, path: 'allowed_senders.0' });
    expect(await refusal(p.channels.email.updatePolicy({}))).toMatchObject({ status: 400, code: 'invalid_request' });
    expect(await refusal(p.channels.email.mode('reply'))).toMatchObject({ status: 409, code: 'not_connected' });
    expect(await refusal(p.channels.voice.setBotName('  '))).toMatchObject({ status: 400, code: 'invalid_request', path: 'name' });
    expect(await refusal(p.channels.voice.setBotName('x'.repeat(81)))).toMatchObject({ status: 400, path: 'name' });
    // Another project cannot take an address in use.
    await p.channels.email.connect({ local_part: 'orders' });
    const other = (await signIn(h)).api.project(V1).channels.email;
    await other.disconnect().catch(() => undefined);
    expect(await refusal(other.connect({ local_part: 'orders' }))).toMatchObject({ status: 409, code: 'address_taken', path: 'local_part' });
    expect(await refusal(h.client(() => null).project(P).channels.email.installation())).toMatchObject({ status: 401 });
    await p.channels.email.disconnect();
  });

  it('lets members read channels but not connect, configure or disconnect them', async () => {
    const owner = (await signIn(h)).api.project(P);
    await owner.channels.slack.connect({});
    const p = (await signIn(h, 'member@example.com')).api.project(P);
    expect((await p.channels.slack.installation()).status).toBe('connected');
    expect((await p.channels.email.installation()).status).toBe('not_connected');
    expect(await refusal(p.channels.slack.mode('direct_messages'))).toMatchObject({ status: 403, permission: 'channel.connect' });
    expect(await refusal(p.channels.slack.disconnect())).toMatchObject({ status: 403, permission: 'channel.disconnect' });
    expect(await refusal(p.channels.email.connect({}))).toMatchObject({ status: 403, permission: 'channel.connect' });
    expect(await refusal(p.channels.voice.setBotName('Mine'))).toMatchObject({ status: 403 });
    expect(await refusal(p.channels.slack.uploadFile({ filename: 'a.txt', content: 'aGk=' }))).toMatchObject({ status: 403, permission: 'channel.send' });
    await owner.channels.slack.disconnect();
  });
  it('reads a project\'s channels without storing anything for it', async () => {
    const { api } = await signIn(h);
    const p = api.project('proj_support');
    expect(h.platform.store.channels.has('proj_support')).toBe(false);
    expect(await p.channels.slack.installation()).toMatchObject({ status: 'not_connected' });
    expect(await p.channels.email.installation()).toMatchObject({ status: 'not_connected' });
    expect(h.platform.store.channels.has('proj_support')).toBe(false);
  });
});
