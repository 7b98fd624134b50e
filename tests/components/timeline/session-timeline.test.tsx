// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { MessageWithParts } from '@/lib/sdk';
import { SessionTimeline } from '@/components/timeline/session-timeline';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createEmbeddedPlatform } from '@/lib/embedded';
import { LIVE_TURN_MS } from '@/lib/embedded/sessions/running-session';
import { createPlatform } from '@/lib/sdk';
import { PlatformProvider } from '@/lib/sdk/react/context';
import { renderTimelinePiece, signedInClient } from './harness';

const ROW_HEIGHT = 150;

// jsdom has no layout. Emulate just enough for the virtualizer: a 600px scroll area that scrolls,
// and rows of a fixed height.
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 600 });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 900 });
  Object.defineProperty(HTMLElement.prototype, 'scrollHeight', {
    configurable: true,
    get(this: HTMLElement) {
      const inner = this.firstElementChild as HTMLElement | null;
      return Math.max(this.clientHeight, parseFloat(inner?.style.height ?? '') || 0);
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'scrollTop', {
    configurable: true,
    get(this: HTMLElement & { _top?: number }) {
      return this._top ?? 0;
    },
    set(this: HTMLElement & { _top?: number }, value: number) {
      this._top = Math.max(0, value);
      // Browsers fire scroll events asynchronously.
      setTimeout(() => this.dispatchEvent(new Event('scroll')), 0);
    },
  });
  HTMLElement.prototype.scrollTo = function scrollTo(this: HTMLElement, options?: ScrollToOptions | number) {
    if (typeof options === 'object' && options.top !== undefined) this.scrollTop = options.top;
  } as typeof HTMLElement.prototype.scrollTo;
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.hasAttribute('data-index') ? ROW_HEIGHT : 0;
    },
  });
});
afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

/** The feed once the list is placed: until then its rows lay out hidden under the server preview. */
async function placedFeed(): Promise<HTMLElement> {
  const feed = await screen.findByRole('feed', { name: 'Turns' }, { timeout: 10_000 });
  await waitFor(() => expect(feed.getAttribute('data-ready')).toBe('true'), { timeout: 10_000 });
  return feed;
}

async function findMessageWith(sessionId: string, needle: string): Promise<MessageWithParts> {
  const { client } = await signedInClient();
  let before: string | undefined;
  for (;;) {
    const page = await client.session('proj_storefront', sessionId).messages({ limit: 500, ...(before ? { before } : {}) });
    const hit = page.items.find((m) => JSON.stringify(m.parts).includes(needle));
    if (hit) return hit;
    if (!page.next_cursor) throw new Error(`${needle} not found`);
    before = page.next_cursor;
  }
}

describe('session timeline (embedded platform)', () => {
  it('loads a seeded session and shows its title, turns, cost and children', async () => {
    await renderTimelinePiece(<SessionTimeline projectId="proj_storefront" sessionId="ses_release_notes" />);
    // The first test of the file also loads the lazy turn chunk (Markdown, renderers): generous on a busy machine.
    expect(await screen.findByRole('heading', { name: 'Write the 3.2 release notes' }, { timeout: 10_000 })).toBeTruthy();
    const feed = await placedFeed();
    await waitFor(() => expect(within(feed).getAllByRole('article').length).toBeGreaterThan(0), { timeout: 10_000 });
    expect(feed.textContent).toContain('Write the release notes for storefront 3.2');
    expect(screen.getByText(/^Cost$/).nextSibling?.textContent).toMatch(/^\$\d/);
    expect(await screen.findByText(/2 child sessions/)).toBeTruthy();
  });

  it('renders server-prefetched data at once, before any request answers', async () => {
    const { client } = await signedInClient();
    const handle = client.session('proj_storefront', 'ses_checkout_tax');
    const [info, status, page] = await Promise.all([handle.get(), handle.status(), handle.messages({ limit: 60 })]);
    await renderTimelinePiece(<SessionTimeline projectId="proj_storefront" sessionId="ses_checkout_tax" initial={{ info, status, page, at: Date.now() }} />);
    // Synchronously after the first render: the header and no loading state. A render in the browser (not hydrating
    // server HTML, as after a client-side navigation) has no server preview: the list lays out and shows the turns.
    // The server's preview is covered end to end (e2e/timeline-preview.spec.ts).
    expect(screen.getByRole('heading', { name: 'Fix tax rounding in checkout' })).toBeTruthy();
    expect(screen.queryByLabelText('Loading turns')).toBeNull();
    expect(screen.queryByTestId('timeline-preview')).toBeNull();
    await waitFor(() => expect(screen.getByRole('feed').getAttribute('data-ready')).toBe('true'), { timeout: 10_000 });
    expect(within(screen.getByRole('feed')).getAllByRole('article').length).toBeGreaterThan(0);
  });

  it('the header reads the summary the list reads: cost, turns and status at once, before older pages load', async () => {
    const { client } = await signedInClient();
    const [listed] = (await client.project('proj_storefront').sessions.list()).filter((s) => s.id === 'ses_long_2000');
    await renderTimelinePiece(<SessionTimeline projectId="proj_storefront" sessionId="ses_long_2000" />);
    const header = await screen.findByTestId('session-header');
    await waitFor(() => expect(within(header).getByTestId('session-cost').textContent).toBe('$106.35'));
    expect(listed.cost).toBeCloseTo(106.35, 2);
    expect(within(header).getByTestId('session-turns').textContent).toBe('2,000');
    expect(header.querySelector('[data-status]')?.getAttribute('data-status')).toBe('idle');
    expect(header.textContent).not.toContain('so far');
    // The newest turn carries its true number on the first page.
    const feed = await placedFeed();
    await waitFor(() => expect(within(feed).getByRole('article', { name: 'Turn 2000' }).textContent).toContain('Turn 2000:'));
  });

  it('an errored session shows Error in the header, as in the list; a deleted one shows the deleted banner', async () => {
    await renderTimelinePiece(<SessionTimeline projectId="proj_storefront" sessionId="ses_provider_auth" />);
    const header = await screen.findByTestId('session-header');
    await waitFor(() => expect(header.querySelector('[data-status]')?.textContent).toBe('Error'));
    cleanup();
    await renderTimelinePiece(<SessionTimeline projectId="proj_storefront" sessionId="ses_deleted_spike" />);
    expect((await screen.findByTestId('session-deleted')).textContent).toContain('This session was deleted.');
    expect((await screen.findByTestId('session-header')).querySelector('[data-status]')?.textContent).toBe('Deleted');
  });

  it('searches every turn and counts hits; a missing session shows one not-found state, without the toolbar', async () => {
    await renderTimelinePiece(<SessionTimeline projectId="proj_storefront" sessionId="ses_release_notes" />);
    await screen.findByRole('feed');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search this session' }), { target: { value: 'screenshots' } });
    await waitFor(() => expect(screen.getByTestId('search-count').textContent).toMatch(/^1 of \d+/));
    expect(screen.getByTestId('search-count').getAttribute('data-result-for')).toBe('screenshots');
    const count = screen.getByTestId('search-count').textContent;
    // Typing on, deleting back, clearing and typing again: the same count for the same query (the index is kept, and
    // typing on reads only the previous matches).
    for (const value of ['screenshot', 'screenshots', '', 'screenshots']) fireEvent.change(screen.getByRole('searchbox'), { target: { value } });
    await waitFor(() => expect(screen.getByTestId('search-count').getAttribute('data-result-for')).toBe('screenshots'));
    expect(screen.getByTestId('search-count').textContent).toBe(count);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'no-such-words-anywhere' } });
    await waitFor(() => expect(screen.getByTestId('search-count').textContent).toBe('No matches'));
    cleanup();
    await renderTimelinePiece(<SessionTimeline projectId="proj_storefront" sessionId="ses_does_not_exist" />);
    expect(await screen.findByRole('heading', { name: 'Session not found' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the sessions' }).getAttribute('href')).toBe('/projects/proj_storefront/sessions');
  });

  it('finds a phrase in a turn of an older page, loads it and scrolls to it', async () => {
    const target = await findMessageWith('ses_long_2000', 'needle-in-turn-137');
    await renderTimelinePiece(<SessionTimeline projectId="proj_storefront" sessionId="ses_long_2000" />);
    const feed = await placedFeed();
    await waitFor(() => expect(within(feed).getAllByRole('article').length).toBeGreaterThan(0));
    // The newest page does not hold turn 137.
    expect(feed.textContent).not.toContain('needle-in-turn-137');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'needle-in-turn-137' } });
    await waitFor(() => expect(screen.getByTestId('search-count').textContent).toBe('1 of 2'), { timeout: 40_000 });
    const turnId = target.info.role === 'user' ? target.info.id : (target.info as { parentID: string }).parentID;
    await waitFor(() => expect(feed.querySelector(`[data-turn-id="${turnId}"]`)).toBeTruthy(), { timeout: 5_000 });
    const article = feed.querySelector(`[data-turn-id="${turnId}"]`) as HTMLElement;
    expect(article.getAttribute('aria-label')).toBe('Turn 137');
    expect(article.className).toContain('border-accent');
    // Enter goes to the next hit (the answer of the same turn).
    fireEvent.keyDown(screen.getByRole('searchbox'), { key: 'Enter' });
    expect(screen.getByTestId('search-count').textContent).toBe('2 of 2');
  }, 60_000);

  it('opens a deep link to a turn that is in an older page', async () => {
    const target = await findMessageWith('ses_long_2000', 'aardvark-bootstrap');
    window.history.replaceState(null, '', `/#turn-${target.info.id}`);
    await renderTimelinePiece(<SessionTimeline projectId="proj_storefront" sessionId="ses_long_2000" />);
    const feed = await placedFeed();
    await waitFor(() => expect(feed.querySelector(`[data-turn-id="${target.info.id}"]`)).toBeTruthy(), { timeout: 40_000 });
    expect((feed.querySelector(`[data-turn-id="${target.info.id}"]`) as HTMLElement).className).toContain('border-accent');
  }, 60_000);

  it('keyboard: e/E expand and collapse all tools, / focuses search, ? opens help, Escape closes it; nothing fires while typing', async () => {
    await renderTimelinePiece(<SessionTimeline projectId="proj_storefront" sessionId="ses_release_notes" />);
    const feed = await placedFeed();
    await waitFor(() => expect(feed.querySelectorAll('[data-tool="task"]').length).toBe(2));
    const headers = () => [...feed.querySelectorAll('[data-tool] > div:first-child > button[aria-expanded]')].map((b) => b.getAttribute('aria-expanded'));
    expect(headers().every((v) => v === 'true')).toBe(true);
    fireEvent.keyDown(document.body, { key: 'E' });
    expect(headers().every((v) => v === 'false')).toBe(true);
    fireEvent.keyDown(document.body, { key: 'e' });
    expect(headers().every((v) => v === 'true')).toBe(true);
    fireEvent.keyDown(document.body, { key: '/' });
    const search = screen.getByRole('searchbox');
    expect(document.activeElement).toBe(search);
    fireEvent.keyDown(search, { key: 'E' });
    expect(headers().every((v) => v === 'true')).toBe(true);
    fireEvent.keyDown(document.body, { key: '?' });
    expect((await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).textContent).toContain('Expand all tools');
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Keyboard shortcuts' })).toBeNull();
  });

  it('opens a long output in the side panel, which Escape closes', async () => {
    await renderTimelinePiece(<SessionTimeline projectId="proj_storefront" sessionId="ses_checkout_tax" />);
    const feed = await placedFeed();
    await waitFor(() => expect(within(feed).getAllByRole('button', { name: 'Open full output' }).length).toBeGreaterThan(0));
    fireEvent.click(within(feed).getAllByRole('button', { name: 'Open full output' })[0]);
    const sheet = await screen.findByRole('dialog', {}, { timeout: 5_000 });
    expect(within(sheet).getByRole('heading').textContent).toBe('$ npx vitest run src/checkout');
    expect(sheet.textContent).toContain('expected 1897 to be 1896');
    expect(sheet.textContent).toContain('2 failed | 5 passed (7)');
    expect(sheet.textContent).not.toContain('\u001b[');
    fireEvent.keyDown(sheet, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

/**
 * The live session on a platform whose clock the test moves, with one route made to fail: the new turn can then only
 * arrive the other way (pushed when polling fails, polled when the stream fails).
 */
async function renderLive(fail: RegExp) {
  const clock = { now: Date.UTC(2026, 0, 15, 12, 0, 0) + 100 };
  const platform = createEmbeddedPlatform({ now: () => clock.now });
  const seen: string[] = [];
  let failing = false;
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    seen.push(path);
    if (failing && fail.test(path)) return new Response(JSON.stringify({ error: 'down', code: 'unavailable' }), { status: 503 });
    const response = await platform.handle(request);
    if (!path.endsWith('/events') || !response.body) return response;
    // Open streams can be broken from the test, as a dropped connection would.
    const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
    const cut = new AbortController();
    streams.push(cut);
    response.body.pipeTo(writable, { signal: cut.signal }).catch(() => undefined);
    return new Response(readable, { status: response.status, headers: response.headers });
  };
  const streams: AbortController[] = [];
  const anonymous = createPlatform({ backendUrl: 'http://embedded.invalid/v1', getToken: () => null, fetch });
  const { session } = await anonymous.auth.signInWithPassword({ email: 'demo@example.com', password: 'demo-password' });
  const client = createPlatform({ backendUrl: 'http://embedded.invalid/v1', getToken: () => session.access_token, fetch });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <PlatformProvider client={client}>
        <SessionTimeline projectId="proj_storefront" sessionId="ses_live" />
      </PlatformProvider>
    </QueryClientProvider>,
  );
  const feed = await placedFeed();
  await waitFor(() => expect(feed.textContent).toContain('Turn 4:'));
  return {
    feed,
    seen,
    breakRoute: () => {
      failing = true;
      if (fail.test('/events')) for (const stream of streams) stream.abort();
    },
    nextTurn: () => (clock.now += LIVE_TURN_MS),
  };
}

describe('live updates', () => {
  it('pushes a new turn through the event stream, with message polling failing', async () => {
    const live = await renderLive(/\/messages$/);
    await waitFor(() => expect(live.seen.some((p) => p.endsWith('/events'))).toBe(true));
    live.breakRoute();
    live.nextTurn();
    await waitFor(() => expect(live.feed.textContent).toContain('Turn 5:'), { timeout: 5_000 });
  });

  it('falls back to polling when the event stream is refused', async () => {
    const live = await renderLive(/\/events$/);
    await waitFor(() => expect(live.seen.some((p) => p.endsWith('/events'))).toBe(true));
    // The open stream drops and every reconnection is refused: only polling can bring the next turn.
    live.breakRoute();
    live.nextTurn();
    await waitFor(() => expect(live.feed.textContent).toContain('Turn 5:'), { timeout: 8_000 });
  }, 15_000);
});
