// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApprovalsInbox } from '@/components/approvals/approvals-inbox';
import { renderWithPlatform } from '../sessions/harness';

afterEach(cleanup);

/** Every moment the page showed a pending call without its tool renderer's body (each renderer is a lazy chunk). */
function watchHalfDrawn(container: HTMLElement): string[] {
  const seen: string[] = [];
  const check = () => {
    for (const item of container.querySelectorAll('li[data-approval]')) {
      const body = item.querySelector('[data-tool-kind] > div');
      if (!body || body.childElementCount === 0) seen.push(item.getAttribute('data-approval') ?? '?');
    }
  };
  new MutationObserver(check).observe(container, { childList: true, subtree: true, attributes: true });
  return seen;
}

describe('ApprovalsInbox', () => {
  it('shows each pending call with its own kind of renderer, never before that renderer has loaded', async () => {
    const { container } = await renderWithPlatform(<ApprovalsInbox projectId="proj_storefront" />);
    const halfDrawn = watchHalfDrawn(container);
    const deploy = await waitFor(() => {
      const item = container.querySelector('li[data-approval="exe_deploy_staging_2"]');
      expect(item).not.toBeNull();
      return item!;
    });
    // A bash call: the shell renderer's command box, inside the call's frame.
    expect(deploy.querySelector('[data-tool-kind="shell"] pre[aria-label="Command"]')).not.toBeNull();
    expect(deploy.querySelector('[data-approval-controls], p')).not.toBeNull();
    for (const item of container.querySelectorAll('li[data-approval]')) {
      expect(item.querySelector('[data-tool-kind] > div')?.childElementCount, item.getAttribute('data-approval') ?? '').toBeGreaterThan(0);
    }
    expect(halfDrawn).toEqual([]);
    expect(screen.getByRole('list', { name: 'Pending approvals' })).toBeTruthy();
  });
});
