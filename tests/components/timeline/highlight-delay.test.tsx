// @vitest-environment jsdom
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CodeBlock } from '@/components/code-view/code-block';
import { HIGHLIGHT_DELAY_MS } from '@/components/code-view/highlight/use-tokens';

// The real tokenizer, watched: how many times code was sent to it.
const sent = vi.hoisted(() => ({ codes: [] as string[] }));
vi.mock('@/components/code-view/highlight/tokenize', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/components/code-view/highlight/tokenize')>();
  return {
    tokenize: (code: string, lang: Parameters<typeof real.tokenize>[1]) => {
      sent.codes.push(code);
      return real.tokenize(code, lang);
    },
  };
});

afterEach(() => {
  cleanup();
  sent.codes = [];
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('highlighting waits until code has been on screen a moment', () => {
  it('code that stays is highlighted', async () => {
    const { container } = render(<CodeBlock code="const stays = 1;" lang="typescript" rich />);
    await waitFor(() => expect(container.querySelector('pre')?.getAttribute('data-highlighted')).toBe('true'), { timeout: 10_000 });
    expect(sent.codes).toEqual(['const stays = 1;']);
    expect([...container.querySelectorAll('.tok')].map((el) => el.textContent)).toContain('const');
  });

  it('code gone before the delay (a row that flashed by while scrolling fast) is never sent', async () => {
    const { unmount } = render(<CodeBlock code="const flashes = 2;" lang="typescript" rich />);
    await sleep(HIGHLIGHT_DELAY_MS / 4);
    unmount();
    await sleep(HIGHLIGHT_DELAY_MS * 3);
    expect(sent.codes).toEqual([]);
  });

  it('plain rows (not rich) are never sent', async () => {
    render(<CodeBlock code="const plain = 3;" lang="typescript" rich={false} />);
    await sleep(HIGHLIGHT_DELAY_MS * 3);
    expect(sent.codes).toEqual([]);
  });
});
