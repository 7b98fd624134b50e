import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { groupMessagesIntoTurns } from '@/lib/sdk';
import { transcriptFileName } from '@/lib/timeline/file-name';
import { languageForFence, languageForPath } from '@/lib/timeline/languages';
import { totalTokens, turnCost, turnDurationMs } from '@/lib/timeline/turn-meta';
import { editSession } from '@/tests/fixtures/sessions/edit-diffs';
import { runningBashSession } from '@/tests/fixtures/sessions/running-bash';

describe('transcriptFileName', () => {
  it('keeps readable titles and replaces what file systems refuse', () => {
    expect(transcriptFileName('Fix the login bug')).toBe('Fix the login bug.md');
    expect(transcriptFileName('a/b: c?')).toBe('a-b- c.md');
    expect(transcriptFileName('  ')).toBe('session.md');
    expect(transcriptFileName(undefined)).toBe('session.md');
  });
  it('always gives a safe .md name', () => {
    fc.assert(
      fc.property(fc.anything(), (title) => {
        const name = transcriptFileName(title);
        expect(name.endsWith('.md')).toBe(true);
        expect(name).not.toMatch(/[/\\<>:"|?*\u0000-\u001f]/);
        expect(name.length).toBeLessThanOrEqual(123);
      }),
    );
  });
});

describe('languages', () => {
  it('maps extensions and fence tags', () => {
    expect(languageForPath('/a/b/greeting.ts')).toBe('typescript');
    expect(languageForPath('C:\\x\\App.TSX')).toBe('tsx');
    expect(languageForPath('Dockerfile')).toBe('dockerfile');
    expect(languageForPath('Makefile')).toBeUndefined();
    expect(languageForPath('notes.weird')).toBeUndefined();
    expect(languageForFence('sh')).toBe('shellscript');
    expect(languageForFence('Python')).toBe('python');
    expect(languageForFence('__proto__')).toBeUndefined();
    expect(languageForFence(undefined)).toBeUndefined();
  });
});

describe('turn figures', () => {
  it('measures a finished turn from the prompt to the last answer', () => {
    const [turn] = groupMessagesIntoTurns(editSession);
    const duration = turnDurationMs(turn);
    expect(duration).toBeGreaterThan(0);
    const cost = turnCost(turn);
    expect(cost.cost).toBeCloseTo(0.0123 * 1.2, 6);
    expect(totalTokens(cost)).toBe(1350);
  });
  it('has no duration while the last answer runs', () => {
    const turns = groupMessagesIntoTurns(runningBashSession);
    expect(turnDurationMs(turns[turns.length - 1])).toBeUndefined();
  });
  it('is total on garbage', () => {
    fc.assert(
      fc.property(fc.anything(), (turn) => {
        expect(() => turnDurationMs(turn)).not.toThrow();
        expect(() => totalTokens(turnCost(turn))).not.toThrow();
      }),
    );
  });
});

describe('safeUrl', () => {
  it('allows web links and image data, refuses scripts', async () => {
    const { safeUrl } = await import('@/lib/timeline/urls');
    expect(safeUrl('https://example.com/a.png', 'image')).toBe('https://example.com/a.png');
    expect(safeUrl('data:image/png;base64,AAAA', 'image')).toBe('data:image/png;base64,AAAA');
    expect(safeUrl('data:image/svg+xml,<svg onload=alert(1)>', 'image')).toBeUndefined();
    expect(safeUrl('data:application/pdf;base64,AAAA', 'link')).toBe('data:application/pdf;base64,AAAA');
    expect(safeUrl('data:text/html,<script>', 'link')).toBeUndefined();
    expect(safeUrl(' JavaScript:alert(1)', 'link')).toBeUndefined();
    expect(safeUrl('file:///etc/passwd', 'link')).toBeUndefined();
    expect(safeUrl(42, 'link')).toBeUndefined();
    fc.assert(
      fc.property(fc.string(), (url) => {
        const out = safeUrl(url, 'link');
        if (out !== undefined) expect(out.trim().toLowerCase()).toMatch(/^(https?|blob|data):/);
      }),
    );
  });
});
