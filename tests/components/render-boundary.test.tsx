// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RenderBoundary } from '@/components/ui/render-boundary';

afterEach(cleanup);

function Explodes({ record }: { record: { n: number } }): never {
  throw new RangeError(`Invalid time value for record ${record.n}`);
}

describe('RenderBoundary', () => {
  it('contains one failing record: a small box with its raw JSON, and the siblings render', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ul>
        <li>
          <RenderBoundary what="part" raw={{ n: 1, time: 1e16 }}>
            <Explodes record={{ n: 1 }} />
          </RenderBoundary>
        </li>
        <li>
          <RenderBoundary what="part" raw={{ n: 2 }}>
            <p>second record</p>
          </RenderBoundary>
        </li>
      </ul>,
    );
    quiet.mockRestore();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Could not render this part');
    expect(alert.textContent).toContain('Invalid time value for record 1');
    expect(alert.querySelector('pre')?.textContent).toContain('"time": 10000000000000000');
    expect(screen.getByText('second record')).toBeTruthy();
  });
});
