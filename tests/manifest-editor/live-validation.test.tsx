// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLiveValidation, type LiveValidation } from '@/components/manifest/use-live-validation';

const VALID = 'platform_version: 2\ndefault_agent: main\nagents:\n  main: {}\n';
const INVALID = `${VALID}apps:\n  web:\n    path: web\n    type: static\n    port: 0\n`;

describe('useLiveValidation', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('validates the first source at once and later ones 150 ms after the last change of a burst', () => {
    const seen: LiveValidation[] = [];
    function Probe({ source }: { source: string }) {
      seen.push(useLiveValidation(source, 'yaml'));
      return null;
    }
    const view = render(<Probe source={VALID} />);
    expect(seen.at(-1)!.counts).toEqual({ errors: 0, warnings: 0 });

    view.rerender(<Probe source={INVALID} />);
    act(() => vi.advanceTimersByTime(100));
    view.rerender(<Probe source={`${INVALID}# typing\n`} />);
    act(() => vi.advanceTimersByTime(100));
    expect(seen.at(-1)!.source).toBe(VALID);
    act(() => vi.advanceTimersByTime(60));
    const latest = seen.at(-1)!;
    expect(latest.source).toBe(`${INVALID}# typing\n`);
    expect(latest.counts.errors).toBe(1);
    expect(latest.markers[0].line).toBe(9);
    expect(latest.result.version).toBe(2);
  });
});
