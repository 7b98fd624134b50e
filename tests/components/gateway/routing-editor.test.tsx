// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RoutingPage } from '@/components/gateway/routing/routing-page';
import { createEmbeddedPlatform } from '@/lib/embedded';
import { renderWithPlatform } from '../sessions/harness';

afterEach(cleanup);

const P = 'proj_storefront';
const chainOrder = () => within(screen.getByRole('list', { name: 'Fallback chain' })).getAllByRole('listitem').map((li) => li.getAttribute('data-fallback'));
const textRoute = () => document.querySelector<HTMLElement>('[data-route="text"]');

// jsdom lays nothing out; dnd-kit's keyboard sensor moves between measured rows, so each chain row gets the box it
// would have in a browser: 40 px tall, stacked.
beforeEach(() => {
  const original = HTMLElement.prototype.getBoundingClientRect;
  HTMLElement.prototype.getBoundingClientRect = function (this: HTMLElement) {
    const row = this.closest('li[data-fallback]');
    if (!row || row !== this) return original.call(this);
    const index = [...row.parentElement!.children].indexOf(row);
    return { x: 0, y: index * 40, top: index * 40, left: 0, width: 300, height: 40, right: 300, bottom: index * 40 + 40, toJSON: () => ({}) } as DOMRect;
  };
  return () => {
    HTMLElement.prototype.getBoundingClientRect = original;
  };
});

async function renderEditor(email?: string) {
  const platform = createEmbeddedPlatform();
  const rendered = await renderWithPlatform(<RoutingPage projectId={P} />, { platform, email });
  if (email) await screen.findByText(/Read-only/);
  else await screen.findByRole('list', { name: 'Fallback chain' }, { timeout: 10_000 });
  return rendered;
}

describe('RoutingEditor against the embedded platform', () => {
  it('reorders the chain with the keyboard: the drag handle (Space, arrows, Space) and the move buttons', async () => {
    await renderEditor();
    expect(chainOrder()).toEqual(['gpt-5', 'gemini-2.5-pro']);
    const user = userEvent.setup();
    screen.getByRole('button', { name: /Drag gpt-5, position 1 of 2/ }).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowDown}');
    await user.keyboard(' ');
    await waitFor(() => expect(chainOrder()).toEqual(['gemini-2.5-pro', 'gpt-5']));

    screen.getByRole('button', { name: 'Move gpt-5 up' }).focus();
    await user.keyboard('{Enter}');
    expect(chainOrder()).toEqual(['gpt-5', 'gemini-2.5-pro']);
    expect(screen.getByText('gpt-5 moved to position 1 of 2.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Move gpt-5 down' }));
    expect(chainOrder()).toEqual(['gemini-2.5-pro', 'gpt-5']);
    expect(screen.getByText('1 unsaved change.', { exact: false })).toBeTruthy();
  });

  it('refuses a model already tried: it cannot be picked (issue 27 item 11), and the chain stays as it was', async () => {
    await renderEditor();
    const user = userEvent.setup();
    const add = screen.getByRole('combobox', { name: 'Add a fallback' });
    const option = (id: string) => add.querySelector<HTMLOptionElement>(`option[value="${id}"]`)!;
    // The chain's models and the default model say why and are disabled; the rest can be picked.
    expect(option('gpt-5').disabled).toBe(true);
    expect(option('gpt-5').textContent).toContain('already tried');
    expect(option('claude-sonnet-4-5').disabled).toBe(true);
    expect(option('mistral-large-2411').disabled).toBe(false);
    expect(chainOrder()).toEqual(['gpt-5', 'gemini-2.5-pro']);
    await user.selectOptions(add, 'mistral-large-2411');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(chainOrder()).toEqual(['gpt-5', 'gemini-2.5-pro', 'mistral-large-2411']);
    expect(screen.queryByRole('alert')).toBeNull();
    // A default model that is also a fallback is flagged on the chain row and blocks saving.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Default model' }), 'gemini-2.5-pro');
    expect(within(document.querySelector<HTMLElement>('li[data-fallback="gemini-2.5-pro"]')!).getByText(/already the default model/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Review and save' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Fix the policy’s errors to see the preview.')).toBeTruthy();
  });

  it('asks the platform for the preview again when a failure is toggled, and names where the request goes', async () => {
    const { platform } = await renderEditor();
    await waitFor(() => expect(textRoute()?.textContent).toContain('A text request goes to claude-sonnet-4-5.'));
    const before = platform.counters.requests;
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'anthropic is down' }));
    await waitFor(() => expect(textRoute()?.getAttribute('data-answered-by')).toBe('gpt-5'));
    expect(textRoute()?.textContent).toContain('If anthropic is down, a text request goes to gpt-5 (attempt 2).');
    const steps = within(screen.getByRole('list', { name: 'Attempts of a text request' })).getAllByRole('listitem');
    expect(steps.map((li) => li.getAttribute('data-outcome'))).toEqual(['failed', 'ok']);
    expect(steps[1].textContent).toContain('2. gpt-5');
    expect(steps[1].textContent).toContain('answers');
    expect(platform.counters.requests).toBeGreaterThan(before);

    await user.click(screen.getByText('Failure per model'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'gpt-5' }), 'unauthorized');
    await waitFor(() => expect(textRoute()?.getAttribute('data-answered-by')).toBe(''));
    expect(textRoute()?.textContent).toContain('401 unauthorized is not transient');
    await user.click(screen.getByRole('radio', { name: /Any error/ }));
    await waitFor(() => expect(textRoute()?.getAttribute('data-answered-by')).toBe('gemini-2.5-pro'));
    expect(document.querySelector('[data-route="vision"]')?.getAttribute('data-answered-by')).toBe('gemini-2.5-pro');
  });

  it('shows the difference before saving, saves it, and reset restores the default after confirming', async () => {
    const { platform } = await renderEditor();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Move gemini-2.5-pro up' }));
    await user.click(screen.getByRole('radio', { name: /Any error/ }));
    await user.click(screen.getByRole('button', { name: 'Review and save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save the routing policy?' }, { timeout: 10_000 });
    const diff = within(dialog).getAllByRole('listitem').filter((li) => li.hasAttribute('data-change')).map((li) => li.getAttribute('data-change'));
    expect(diff).toEqual(['fallbacks', 'fallbackOn']);
    expect(within(dialog).getByText('Same models, new order.')).toBeTruthy();
    expect(within(dialog).getByText('Becomes: gemini-2.5-pro → gpt-5')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Save policy' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(platform.store.gatewayRouting.get(P)?.policy).toEqual({ defaultModel: 'claude-sonnet-4-5', visionModel: 'gpt-5', fallbacks: ['gemini-2.5-pro', 'gpt-5'], fallbackOn: 'any-error' });
    expect(await screen.findByText(/Saved\. Requests use the new policy now\./, undefined, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Review and save' }).hasAttribute('disabled')).toBe(true);

    await user.click(await screen.findByRole('button', { name: 'Reset to default' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Reset to the platform default?' }, { timeout: 10_000 });
    await user.click(within(confirm).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(platform.store.gatewayRouting.has(P)).toBe(false), { timeout: 10_000 });
    await waitFor(() => expect(chainOrder()).toEqual(['gpt-5', 'gemini-2.5-pro']));
    expect(screen.getByText(/Reset\. The platform default applies\./)).toBeTruthy();
  });

  it('shows members the policy read-only, with the preview still live', async () => {
    await renderEditor('member@example.com');
    expect(screen.queryByRole('form', { name: 'Routing policy' })).toBeNull();
    expect(screen.getByText(/Read-only/).textContent).toContain('project.gateway.routing.edit');
    const user = userEvent.setup();
    await waitFor(() => expect(textRoute()).not.toBeNull());
    await act(() => user.click(screen.getByRole('checkbox', { name: 'anthropic is down' })));
    await waitFor(() => expect(textRoute()?.getAttribute('data-answered-by')).toBe('gpt-5'));
  });
});
