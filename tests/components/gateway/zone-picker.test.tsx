// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RangeControls } from '@/components/gateway/range-controls';
import type { GatewayRangeState } from '@/components/gateway/use-gateway-range';
import { resolveRange } from '@/lib/gateway/ranges';

afterEach(cleanup);

function rangeState(tz: string, setZone: (tz: string) => void): GatewayRangeState {
  const resolved = resolveRange('7d', '', '', tz, null, Date.UTC(2026, 10, 28, 12));
  return {
    preset: '7d',
    resolved,
    query: { from: resolved.from, to: resolved.to, tz: resolved.tz, interval: resolved.interval },
    browserZone: 'UTC',
    setPreset: () => {},
    setDays: () => {},
    setInterval: () => {},
    setZone,
  };
}

describe('the gateway’s time-zone picker', () => {
  it('renders the suggested zones first, and every zone once it is pressed, so any zone can still be picked', async () => {
    const setZone = vi.fn();
    render(<RangeControls range={rangeState('Europe/Paris', setZone)} />);
    const picker = screen.getByLabelText('Time zone') as HTMLSelectElement;
    expect([...picker.options].map((o) => o.value)).toEqual(['UTC', 'Europe/Paris']);
    expect(within(picker).queryByRole('group', { name: 'All time zones' })).toBeNull();

    const user = userEvent.setup();
    await user.click(picker);
    const values = [...picker.options].map((o) => o.value);
    expect(values.slice(0, 2)).toEqual(['UTC', 'Europe/Paris']);
    expect(values).toContain('Asia/Tokyo');
    expect(new Set(values).size).toBe(values.length);
    await user.selectOptions(picker, 'Asia/Tokyo');
    expect(setZone).toHaveBeenCalledWith('Asia/Tokyo');
  });

  it('lists every zone when the picker is reached with the keyboard', async () => {
    render(<RangeControls range={rangeState('UTC', () => {})} />);
    const picker = screen.getByLabelText('Time zone') as HTMLSelectElement;
    expect(picker.options.length).toBe(1);
    const user = userEvent.setup();
    for (let i = 0; i < 5 && document.activeElement !== picker; i++) await user.tab();
    expect(document.activeElement).toBe(picker);
    expect(picker.options.length).toBeGreaterThan(100);
  });
});
