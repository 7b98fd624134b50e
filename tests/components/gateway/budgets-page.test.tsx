// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { GatewayBudgetsPage } from '@/components/gateway/budgets-page';
import { renderWithPlatform } from '../sessions/harness';

afterEach(cleanup);

describe('Gateway budgets page against the embedded platform', () => {
  it('lists the budgets, puts a refused save’s reason at its field and keeps what was typed, then saves', async () => {
    await renderWithPlatform(<GatewayBudgetsPage projectId="proj_storefront" />);
    const list = await screen.findByRole('list', { name: 'Budgets' });
    expect(within(list).getAllByRole('progressbar').length).toBeGreaterThan(0);
    const form = screen.getByRole('form', { name: 'Set a budget' });
    const user = userEvent.setup();
    await user.selectOptions(within(form).getByLabelText('Applies to'), 'key');
    await user.type(within(form).getByLabelText('Key id'), 'gwk_missing');
    await user.type(within(form).getByLabelText('Limit (USD)'), '25');
    await user.click(within(form).getByRole('button', { name: 'Save budget' }));
    // The platform's `unknown_key` names the field `target`: its message sits under the Key id field.
    const keyField = within(form).getByLabelText('Key id');
    expect(await within(form).findByText(/has no gateway key gwk_missing/)).toBeTruthy();
    expect(keyField.getAttribute('aria-invalid')).toBe('true');
    expect((keyField as HTMLInputElement).value).toBe('gwk_missing');
    expect((within(form).getByLabelText('Limit (USD)') as HTMLInputElement).value).toBe('25');

    await user.selectOptions(within(form).getByLabelText('Applies to'), 'project');
    await user.click(within(form).getByRole('button', { name: 'Save budget' }));
    expect(await within(form).findByRole('status')).toHaveProperty('textContent', expect.stringMatching(/^Saved: \$25\.00 per month/));
  });
});
