// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/sdk';
import { ErrorState } from '@/components/ui/states';
import { RequestAccessFromRoute } from '@/components/shell/forbidden-notice';
import { renderWithPlatform } from '../sessions/harness';

const route = vi.hoisted(() => ({ params: { projectId: 'proj_support' } as Record<string, string> | null }));
vi.mock('next/navigation', () => ({ useParams: () => route.params }));

afterEach(cleanup);

describe('the one forbidden state', () => {
  it('on a project 403 page: says who can grant access, sends a request once, and then shows it pending', async () => {
    const { platform } = await renderWithPlatform(<RequestAccessFromRoute />, { email: 'member@example.com' });
    const user = userEvent.setup();
    const box = await waitFor(() => {
      const el = document.querySelector<HTMLElement>('[data-request-access="none"]');
      if (!el) throw new Error('not ready');
      return el;
    });
    expect(box.textContent).toContain('project.read');
    expect(box.textContent).toMatch(/Demo|demo/);
    await user.click(within(box).getByRole('button', { name: 'Request access' }));
    await user.type(screen.getByLabelText('Why you need it (optional)'), 'Weekend queue');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(document.querySelector('[data-request-access="pending"]')).not.toBeNull());
    expect(screen.getByRole('status').textContent).toContain('member role');
    const stored = [...platform.store.accessRequests.values()].filter((r) => r.project_id === 'proj_support' && r.user_id === 'usr_member');
    expect(stored).toEqual([expect.objectContaining({ status: 'pending', message: 'Weekend queue', role: 'member' })]);
  });

  it('ErrorState shows a 403 as the friendly notice (the permission, a manager request) instead of a raw code and request id', async () => {
    route.params = { projectId: 'proj_storefront' };
    const error = new ApiError({ status: 403, code: 'forbidden', message: 'You need the project.secret.read permission for this', body: { permission: 'project.secret.read' }, requestId: 'req_1234' });
    await renderWithPlatform(<ErrorState error={error} />, { email: 'member@example.com' });
    const alert = await screen.findByRole('alert');
    await within(alert).findByRole('button', { name: 'Request manager access' });
    expect(alert.textContent).toContain('project.secret.read');
    expect(alert.textContent).not.toContain('req_1234');
    expect(alert.textContent).not.toContain('code: forbidden');
  });

  it('outside a project it names the permission and the account owners, with no request button', async () => {
    route.params = null;
    const error = new ApiError({ status: 403, code: 'forbidden', message: 'You need the account.audit.read permission on this account', body: { permission: 'account.audit.read' } });
    await renderWithPlatform(<ErrorState error={error} />, { email: 'member@example.com' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Ask an owner or admin');
    expect(within(alert).queryByRole('button')).toBeNull();
  });
});
