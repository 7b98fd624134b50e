// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyModule } from '@/components/use-lazy-module';

describe('lazyModule', () => {
  it('imports nothing while not wanted, then once, and gives the module to every user after', async () => {
    const importModule = vi.fn(async () => ({ answer: 42 }));
    const lazy = lazyModule(importModule);
    const seen: Array<{ answer: number } | null> = [];
    function Probe({ wanted }: { wanted: boolean }) {
      seen.push(lazy.useModule(wanted));
      return null;
    }
    const view = render(<Probe wanted={false} />);
    await act(async () => {});
    expect(importModule).not.toHaveBeenCalled();
    expect(seen.at(-1)).toBeNull();

    view.rerender(<Probe wanted />);
    await act(async () => {});
    expect(importModule).toHaveBeenCalledTimes(1);
    expect(seen.at(-1)).toEqual({ answer: 42 });

    // A later user has it on its first render, without another import.
    const later: Array<{ answer: number } | null> = [];
    function Later() {
      later.push(lazy.useModule(false));
      return null;
    }
    render(<Later />);
    expect(later[0]).toEqual({ answer: 42 });
    expect(importModule).toHaveBeenCalledTimes(1);
  });
});
