import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Platform } from '@/lib/sdk';
import { lazyPlatform } from '@/lib/sdk/react/lazy-platform';
import { TRANSPORTS, rejection, signIn, useHarness } from './transports';

const STOREFRONT = 'proj_storefront';

describe.each(TRANSPORTS)('the browser client loaded on first request (%s)', (transport) => {
  const h = useHarness(transport);

  async function lazyAndReal() {
    const { api } = await signIn(h);
    let loads = 0;
    const lazy = lazyPlatform(async () => {
      loads += 1;
      return api;
    });
    return { api, lazy, loads: () => loads };
  }

  it('loads nothing until a request is made, handles included', async () => {
    const { lazy, loads } = await lazyAndReal();
    const project = lazy.project(STOREFRONT);
    const session = lazy.session(STOREFRONT, 'ses_checkout_tax');
    void project.sessions;
    void session.messages;
    // Awaiting a handle gives the handle back: it is not a thenable.
    expect(await project).toBe(project);
    expect(loads()).toBe(0);
  });

  it('answers what the real client answers, loading it once for concurrent requests', async () => {
    const { api, lazy, loads } = await lazyAndReal();
    const [projects, project, messages] = await Promise.all([
      lazy.projects.list(),
      lazy.project(STOREFRONT).get(),
      lazy.session(STOREFRONT, 'ses_checkout_tax').messages(),
    ]);
    expect(loads()).toBe(1);
    expect(projects).toEqual(await api.projects.list());
    expect(project).toEqual(await api.project(STOREFRONT).get());
    expect(messages).toEqual(await api.session(STOREFRONT, 'ses_checkout_tax').messages());
    // A method taken off its group keeps working, as on the real client.
    const list = lazy.projects.list;
    expect(await list()).toEqual(projects);
    expect(loads()).toBe(1);
  });

  it('hands back the session handle of project(id).sessions.session(sid) and replays calls through it', async () => {
    const { api, lazy, loads } = await lazyAndReal();
    const session = lazy.project(STOREFRONT).sessions.session('ses_checkout_tax');
    void session.files;
    expect(loads()).toBe(0);
    expect(await session.files.list('src')).toEqual(await api.session(STOREFRONT, 'ses_checkout_tax').files.list('src'));
    expect(loads()).toBe(1);
  });

  it("rejects with the platform's error, as the real client does", async () => {
    const { lazy } = await lazyAndReal();
    const error = await rejection(lazy.project('proj_missing').get());
    expect(error.status).toBe(404);
  });

  it('tries the load again after it failed', async () => {
    const { api } = await signIn(h);
    let attempts = 0;
    const lazy = lazyPlatform(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('chunk failed to load');
      return api;
    });
    await expect(lazy.projects.list()).rejects.toThrow('chunk failed to load');
    expect(await lazy.projects.list()).toEqual(await api.projects.list());
    expect(attempts).toBe(2);
  });
});

describe('lazyPlatform with any member path', () => {
  it('replays exactly the path and arguments it was given', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom('alpha', 'beta', 'list', 'get', 'sessions'), { minLength: 1, maxLength: 4 }),
        fc.array(fc.jsonValue(), { maxLength: 3 }),
        async (path, args) => {
          const seen: unknown[] = [];
          const leaf = (...called: unknown[]) => Promise.resolve({ path, called });
          const tree: Record<string, unknown> = {};
          let group = tree;
          path.slice(0, -1).forEach((name) => (group = (group[name] = {}) as Record<string, unknown>));
          group[path.at(-1)!] = (...called: unknown[]) => {
            seen.push(called);
            return leaf(...called);
          };
          const lazy = lazyPlatform(async () => tree as unknown as Platform) as unknown as Record<string, unknown>;
          let member: unknown = lazy;
          for (const name of path) member = (member as Record<string, unknown>)[name];
          const result = await (member as (...a: unknown[]) => Promise<unknown>)(...args);
          expect(result).toEqual({ path, called: args });
          expect(seen).toEqual([args]);
        },
      ),
      { numRuns: 50 },
    );
  });
});
