// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChangeRequestDetail } from '@/components/manifest/change-request-detail';
import { renderWith, session, useCleanDrafts } from './harness';

const PID = 'proj_storefront';

describe('change-request review: request changes and reopen', () => {
  useCleanDrafts();

  it('records feedback (sent to the originating session when asked) and refuses an empty comment', async () => {
    const { api } = await session();
    const readme = await api.project(PID).files.read('README.md');
    const cr = await api.project(PID).changeRequests.open({ title: 'Docs', files: [{ path: 'README.md', content: `${readme.content}More.\n` }], session_id: 'ses_checkout_tax' });
    renderWith(api, <ChangeRequestDetail projectId={PID} crId={cr.id} canMerge canPropose canReview nameOf={(a) => a ?? ''} onDismiss={() => {}} />);
    const form = await screen.findByRole('form', { name: 'Request changes' }, { timeout: 5000 });
    fireEvent.click(within(form).getByRole('button', { name: 'Send feedback' }));
    expect(within(form).getByText('Say what should change')).toBeTruthy();
    expect((await api.project(PID).changeRequests.get(cr.id)).feedback).toEqual([]);

    fireEvent.change(within(form).getByLabelText('Request changes'), { target: { value: 'Link the runbook.' } });
    expect((within(form).getByLabelText(/Also send it to the session/) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(form).getByRole('button', { name: 'Send feedback' }));
    const feedback = await screen.findByRole('list', { name: 'Feedback' }, { timeout: 5000 });
    expect(feedback.textContent).toMatch(/Link the runbook\./);
    expect(feedback.textContent).toMatch(/sent to session ses_checkout_tax/);
    expect((await api.project(PID).changeRequests.get(cr.id)).feedback[0]).toMatchObject({ comment: 'Link the runbook.', delivered_to_session: 'ses_checkout_tax' });

  });

  it('reopens a closed change request; a member who is not its author is refused in words', async () => {
    const { api, platform } = await session();
    const readme = await api.project(PID).files.read('README.md');
    const cr = await api.project(PID).changeRequests.open({ title: 'Docs', files: [{ path: 'README.md', content: `${readme.content}Again.\n` }] });
    await api.project(PID).changeRequests.close(cr.id);
    const member = await session('member@example.com', platform);
    const view = renderWith(member.api, <ChangeRequestDetail projectId={PID} crId={cr.id} canMerge={false} canPropose canReview nameOf={(a) => a ?? ''} onDismiss={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Reopen' }, { timeout: 5000 }));
    expect((await screen.findByRole('alert', undefined, { timeout: 5000 })).textContent).toMatch(/Only the author or someone with project\.cr\.merge/);
    view.unmount();

    renderWith(api, <ChangeRequestDetail projectId={PID} crId={cr.id} canMerge canPropose canReview nameOf={(a) => a ?? ''} onDismiss={() => {}} />);
    expect(screen.queryByRole('form', { name: 'Request changes' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Reopen' }, { timeout: 5000 }));
    await screen.findByRole('form', { name: 'Request changes' }, { timeout: 5000 });
    expect((await api.project(PID).changeRequests.get(cr.id)).state).toBe('open');
  });
});
