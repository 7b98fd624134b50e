// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { GatewayKeysPage } from '@/components/gateway/keys/gateway-keys-page';
import { PlaygroundPage } from '@/components/gateway/playground/playground-page';
import { renderWithPlatform } from '../sessions/harness';

afterEach(cleanup);

const P = 'proj_storefront';

describe('Gateway keys page against the embedded platform', () => {
  it('shows a new key once, then only its prefix, and revokes after confirming', async () => {
    const { platform } = await renderWithPlatform(<GatewayKeysPage projectId={P} />);
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Gateway keys' });
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(screen.getByText('Name the key after the app or environment that uses it')).toBeTruthy();
    await user.type(screen.getByLabelText('Key name'), 'component test');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    const secret = (await screen.findByText(/^pgw_/, { selector: 'code[data-secret]' })).textContent!;
    const row = await waitFor(() => {
      const li = [...document.querySelectorAll<HTMLElement>('[role="row"][data-gateway-key]')].find((el) => el.textContent?.includes('component test'));
      if (!li) throw new Error('not listed yet');
      return li;
    });
    expect(row.textContent).toContain(`${secret.slice(0, 8)}…`);
    expect(row.textContent).not.toContain(secret);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(document.body.textContent).not.toContain(secret);

    await user.click(within(row).getByRole('button', { name: 'Revoke component test' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke component test?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke key' }));
    await waitFor(() => expect(row.querySelector('[data-key-status="revoked"]')).not.toBeNull());
    expect([...platform.store.gatewayKeys.values()].find((k) => k.name === 'component test')?.revoked_at).not.toBeNull();
  });

  it('tells a member which permission the keys need', async () => {
    await renderWithPlatform(<GatewayKeysPage projectId={P} />, { email: 'member@example.com' });
    expect((await screen.findByRole('alert')).textContent).toContain('project.gateway.keys.manage');
  });
});

describe('Playground page against the embedded platform', () => {
  it('prevents a seventh model and says why, then runs side by side with a fallback when a model is down', async () => {
    await renderWithPlatform(<PlaygroundPage projectId={P} />);
    const user = userEvent.setup();
    const box = async (model: string) => (await screen.findAllByRole('checkbox')).find((el) => el.getAttribute('data-model') === model)!;
    for (const m of ['claude-sonnet-4-5', 'gpt-5', 'gemini-2.5-pro', 'mistral-large-2411', 'gpt-5-mini', 'claude-haiku-4-5']) await user.click(await box(m));
    expect(screen.getByText(/6 models picked: the playground runs at most 6 at once/)).toBeTruthy();
    const seventh = await box('codestral-2501');
    expect((seventh as HTMLInputElement).disabled).toBe(true);
    await user.click(seventh);
    expect((seventh as HTMLInputElement).checked).toBe(false);

    for (const m of ['gemini-2.5-pro', 'mistral-large-2411', 'gpt-5-mini', 'claude-haiku-4-5']) await user.click(await box(m));
    await user.click(screen.getByRole('button', { name: 'Run on 2 models' }));
    expect(screen.getByText('Write a prompt to send')).toBeTruthy();
    await user.type(screen.getByLabelText('Prompt'), 'Name three refund rules');
    await user.click(screen.getByText('Simulate an outage'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'claude-sonnet-4-5' }), 'unavailable');
    await user.click(screen.getByRole('button', { name: 'Run on 2 models' }));
    const sonnet = await waitFor(() => {
      const card = document.querySelector<HTMLElement>('[data-result="claude-sonnet-4-5"]');
      if (!card) throw new Error('no result yet');
      return card;
    });
    expect(sonnet.getAttribute('data-answered-by')).toBe('gpt-5');
    expect(sonnet.textContent).toContain('Fell back to GPT-5 after 1 failed attempt.');
    expect(document.querySelector('[data-result="gpt-5"]')?.getAttribute('data-answered-by')).toBe('gpt-5');
    expect(sonnet.querySelector('[data-figure="cost"]')?.textContent).toMatch(/^\$/);
    // The attempts, in the same chain component as the routing preview: the failed first attempt, then the answer.
    const attempts = within(sonnet).getByRole('list', { name: 'Attempts for claude-sonnet-4-5' });
    const steps = within(attempts).getAllByRole('listitem');
    expect(steps.map((li) => li.getAttribute('data-outcome'))).toEqual(['failed', 'ok']);
    expect(steps[0].textContent).toContain('1. claude-sonnet-4-5');
    expect(steps[1].textContent).toContain('2. gpt-5');
    expect(steps[1].textContent).toContain('answered');
  });
});
