// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLiveValidation, type LiveValidation } from '@/components/manifest/use-live-validation';
import { loadManifestChecker } from '@/components/manifest/use-manifest-checker';
import type { ManifestResult } from '@/lib/manifest/parse';

const VALID = 'platform_version: 2\ndefault_agent: main\nagents:\n  main: {}\n';
const INVALID = `${VALID}apps:\n  web:\n    path: web\n    type: static\n    port: 0\n`;

describe('useLiveValidation', () => {
  // The parser is a lazy chunk; loaded once here, every render below has it at once (as after the first page).
  beforeAll(async () => {
    await loadManifestChecker();
  });
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

  it("uses the server's check while the text is the one the server checked, and parses once it changes", () => {
    const seen: LiveValidation[] = [];
    // A result the parser would never give for VALID: proves the server's check is what the first render shows.
    const server: ManifestResult = { ok: false, version: 1, diagnostics: [{ severity: 'warning', message: 'from the server', code: 'x', path: [], line: 1, column: 1, endLine: 1, endColumn: 2 }] };
    function Probe({ source }: { source: string }) {
      seen.push(useLiveValidation(source, 'yaml', undefined, { source: VALID, format: 'yaml', result: server }));
      return null;
    }
    const view = render(<Probe source={VALID} />);
    expect(seen.at(-1)!.result).toBe(server);
    expect(seen.at(-1)!.pending).toBe(false);
    view.rerender(<Probe source={INVALID} />);
    act(() => vi.advanceTimersByTime(200));
    expect(seen.at(-1)!.source).toBe(INVALID);
    expect(seen.at(-1)!.counts.errors).toBe(1);
    expect(seen.at(-1)!.result.version).toBe(2);
  });
});
