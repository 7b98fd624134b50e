import { describe, expect, it } from 'vitest';
import { expectError, expectValid, parseBoth, trigger, v1, v2 } from './fixtures';

const withTrigger = (extra: Record<string, unknown>) => v2({ triggers: [trigger(extra)] });
const monitor = (extra: Record<string, unknown> = {}) =>
  withTrigger({ type: 'monitor', cron: undefined, run: './check.sh', mode: 'poll', interval: '5m', ...extra });

describe('trigger items', () => {
  it('accepts each type with its required fields, in both versions', () => {
    expectValid(withTrigger({}));
    expectValid(v1({ triggers: [trigger()] }));
    expectValid(withTrigger({ cron: undefined, schedule: 'every day' }));
    expectValid(withTrigger({ cron: undefined, run_at: '2026-12-01T10:00:00Z' }));
    expectValid(withTrigger({ cron: undefined, runAt: '2026-12-01T10:00:00Z' }));
    expectValid(withTrigger({ type: 'webhook', cron: undefined, secret_env: 'WEBHOOK_SECRET' }));
    expectValid(withTrigger({ type: 'webhook', cron: undefined, secretEnv: '_HOOK_1' }));
    expectValid(monitor());
    expectValid(monitor({ mode: 'stream', interval: undefined, expect_event_within: '2h' }));
  });

  it('accepts the optional fields and extra keys', () => {
    expectValid(
      withTrigger({
        name: 'Nightly',
        agent: 'main',
        agent_name: 'main',
        enabled: 'yes',
        session_mode: 'keyed',
        sessionMode: 'pinned',
        session_key: '',
        sessionKey: 'k',
        session_id: 's1',
        sessionId: 's2',
        filter: { branch: 'main', event: 'push' },
        prompt_template: 'Run {{x}}',
        timezone: 'Europe/Paris',
        custom_field: { anything: [1, 2] },
      }),
    );
  });

  it('requires slug and type, and type must be cron, webhook or monitor', () => {
    expectError(withTrigger({ slug: undefined }), ['triggers', 0, 'slug'], 'missing_key', /missing required key "slug"/);
    expectError(withTrigger({ type: undefined }), ['triggers', 0, 'type'], 'missing_key');
    expectError(withTrigger({ type: 'interval' }), ['triggers', 0, 'type'], 'invalid_value', /one of cron, webhook, monitor \(got "interval"\)/);
  });

  it('requires prompt or prompt_template, each non-empty', () => {
    expectError(withTrigger({ prompt: undefined }), ['triggers', 0], 'trigger_prompt_required', /prompt or prompt_template/);
    expectValid(withTrigger({ prompt: undefined, prompt_template: 't' }));
    expectError(withTrigger({ prompt: '' }), ['triggers', 0, 'prompt'], 'too_small');
    expectError(withTrigger({ prompt: undefined, prompt_template: '' }), ['triggers', 0, 'prompt_template'], 'too_small');
  });

  it('requires a schedule for cron triggers', () => {
    expectError(withTrigger({ cron: undefined }), ['triggers', 0], 'trigger_schedule_required', /cron, schedule, run_at or runAt/);
    expectError(withTrigger({ cron: '' }), ['triggers', 0, 'cron'], 'too_small');
    expectError(withTrigger({ cron: undefined, schedule: '' }), ['triggers', 0, 'schedule'], 'too_small');
  });

  it('requires secret_env for webhook triggers and checks its pattern', () => {
    expectError(withTrigger({ type: 'webhook', cron: undefined }), ['triggers', 0], 'trigger_secret_required', /secret_env/);
    for (const name of ['webhook_secret', '1SECRET', 'MY-SECRET', '']) {
      expectError(withTrigger({ type: 'webhook', cron: undefined, secret_env: name }), ['triggers', 0, 'secret_env'], 'invalid_format');
    }
    expectError(withTrigger({ type: 'webhook', cron: undefined, secretEnv: 'lower' }), ['triggers', 0, 'secretEnv'], 'invalid_format', /upper-case/);
  });

  it('checks agent, session fields and filter values', () => {
    expectError(withTrigger({ agent: '' }), ['triggers', 0, 'agent'], 'too_small');
    expectError(withTrigger({ agent_name: '' }), ['triggers', 0, 'agent_name'], 'too_small');
    expectError(withTrigger({ session_mode: 'sticky' }), ['triggers', 0, 'session_mode'], 'invalid_value', /fresh, reuse, pinned, keyed/);
    expectError(withTrigger({ sessionMode: 'new' }), ['triggers', 0, 'sessionMode'], 'invalid_value');
    expectError(withTrigger({ session_id: '' }), ['triggers', 0, 'session_id'], 'too_small');
    expectError(withTrigger({ sessionId: '' }), ['triggers', 0, 'sessionId'], 'too_small');
    expectError(withTrigger({ sessionKey: 5 }), ['triggers', 0, 'sessionKey'], 'invalid_type');
    expectError(withTrigger({ filter: { branch: 1 } }), ['triggers', 0, 'filter', 'branch'], 'invalid_type', /must be text/);
    expectError(withTrigger({ timezone: 1 }), ['triggers', 0, 'timezone'], 'invalid_type');
  });

  it('must be a list of maps', () => {
    expectError(v2({ triggers: { a: 1 } }), ['triggers'], 'invalid_type', /"triggers" must be a list/);
    expectError(v2({ triggers: ['x'] }), ['triggers', 0], 'invalid_type', /must be a map/);
  });
});

describe('monitor triggers', () => {
  it('require run and mode', () => {
    expectError(monitor({ run: undefined }), ['triggers', 0, 'run'], 'missing_key', /needs run/);
    expectError(monitor({ mode: undefined, interval: undefined }), ['triggers', 0, 'mode'], 'missing_key', /needs mode/);
    expectError(monitor({ mode: 'push' }), ['triggers', 0, 'mode'], 'invalid_value');
  });

  it('bound run to 1..1024 characters', () => {
    expectValid(monitor({ run: 'x' }));
    expectValid(monitor({ run: 'x'.repeat(1024) }));
    expectError(monitor({ run: '' }), ['triggers', 0, 'run'], 'too_small', /must not be empty/);
    expectError(monitor({ run: 'x'.repeat(1025) }), ['triggers', 0, 'run'], 'too_big', /at most 1024 characters \(got 1025\)/);
  });

  it('require interval in poll mode and forbid it in stream mode', () => {
    expectError(monitor({ interval: undefined }), ['triggers', 0, 'interval'], 'missing_key', /poll monitor needs interval/);
    expectError(monitor({ mode: 'stream' }), ['triggers', 0, 'interval'], 'forbidden_key', /not allowed when the monitor mode is stream/);
  });

  it.each(['cron', 'schedule', 'run_at', 'runAt', 'timezone', 'secret_env', 'secretEnv'])('forbid %s', (key) => {
    const value = key.startsWith('secret') ? 'SECRET' : 'x';
    expectError(monitor({ [key]: value }), ['triggers', 0, key], 'forbidden_key', new RegExp(`"${key}" is not allowed on a monitor trigger`));
  });

  it('check the interval pattern on interval and expect_event_within', () => {
    for (const value of ['1s', '30s', '5m', '12h', '1d', '100m']) {
      expectValid(monitor({ interval: value, expect_event_within: value }));
    }
    for (const value of ['0s', '05m', '5', 'm', '5w', '5 m', '1.5h', '-1m', '5M']) {
      expectError(monitor({ interval: value }), ['triggers', 0, 'interval'], 'invalid_format', /number and a unit s, m, h or d/);
      expectError(monitor({ expect_event_within: value }), ['triggers', 0, 'expect_event_within'], 'invalid_format');
    }
  });

  it('report every problem of one trigger at once', () => {
    const [, result] = parseBoth(monitor({ run: undefined, mode: undefined, interval: undefined, cron: 'x', slug: 'Bad Slug' }))[0];
    const codes = result.diagnostics.map((d) => `${d.path.join('.')}:${d.code}`).sort();
    expect(codes).toEqual(['triggers.0.cron:forbidden_key', 'triggers.0.mode:missing_key', 'triggers.0.run:missing_key', 'triggers.0.slug:invalid_format']);
  });
});
