// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApprovalControls } from '@/components/timeline/approval/approval-controls';
import type { Approval } from '@/lib/contract/types-approvals';
import { createEmbeddedPlatform } from '@/lib/embedded';
import { useApprovals } from '@/lib/sdk/react/approvals';
import { renderWithPlatform } from '../sessions/harness';

afterEach(cleanup);

function FirstPending({ sessionId, canResolve = true, onResolved }: { sessionId: string; canResolve?: boolean; onResolved?: (a: Approval) => void }) {
  const approvals = useApprovals('proj_storefront', { session_id: sessionId });
  const first = approvals.data?.[0];
  if (!first) return <p>loading</p>;
  return <ApprovalControls projectId="proj_storefront" approval={first} canResolve={canResolve} onResolved={onResolved} />;
}

const gate = (platform: ReturnType<typeof createEmbeddedPlatform>, session: string, id: string) => {
  const source = platform.store.sessions.get(`proj_storefront/${session}`)!.source as unknown as { gates(now: number): Array<{ executionId: string; decision?: { decision: string; scope: string } }> };
  return source.gates(Date.now()).find((g) => g.executionId === id);
};

describe('ApprovalControls', () => {
  it('approves with the chosen scope and reports the answer', async () => {
    const onResolved = vi.fn();
    const { platform } = await renderWithPlatform(<FirstPending sessionId="ses_deploy_staging" onResolved={onResolved} />);
    await userEvent.click(await screen.findByRole('radio', { name: 'Every bash call in this session' }));
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(onResolved).toHaveBeenCalledOnce());
    expect(onResolved.mock.calls[0][0]).toMatchObject({ id: 'exe_deploy_staging_2', status: 'approved', scope: 'session' });
    expect(gate(platform, 'ses_deploy_staging', 'exe_deploy_staging_2')?.decision).toMatchObject({ decision: 'approve', scope: 'session' });
  });

  it('denies', async () => {
    const { platform } = await renderWithPlatform(<FirstPending sessionId="ses_orders_backfill" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Deny' }));
    await waitFor(() => expect(gate(platform, 'ses_orders_backfill', 'exe_orders_backfill_2')?.decision?.decision).toBe('deny'));
  });

  it('shows the platform refusal in words when the call was answered elsewhere, and keeps the controls', async () => {
    const { client } = await renderWithPlatform(<FirstPending sessionId="ses_deploy_staging" />);
    await screen.findByRole('button', { name: 'Approve' });
    await client.project('proj_storefront').approvals.resolve('exe_deploy_staging_2', 'deny');
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/already denied/);
    expect(screen.getByRole('button', { name: 'Approve' })).toBeTruthy();
  });

  it('explains who can answer instead of showing dead buttons', async () => {
    await renderWithPlatform(<FirstPending sessionId="ses_deploy_staging" canResolve={false} />);
    expect((await screen.findByText(/Waiting for Dana Demo or a project manager to answer/)).textContent).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
