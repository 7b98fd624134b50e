// The root must bundle for a browser with no Node polyfills and without React or Next; /server must not.
import { builtinModules } from 'node:module';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { ENTRIES } from '@/scripts/sdk/entries';

const REPO = path.resolve(import.meta.dirname, '../..');
const NODE = new Set(builtinModules);
const FORBIDDEN = [/^node:/, /^react($|\/)/, /^react-dom($|\/)/, /^next($|\/)/, /^@tanstack\//, /^server-only$/];

/** Records every bare import the bundle reaches that a browser bundle must not contain. */
function forbiddenImports(found: string[]): Plugin {
  return {
    name: 'forbidden-imports',
    setup(b) {
      b.onResolve({ filter: /.*/ }, (args) => {
        const bare = !args.path.startsWith('.') && !args.path.startsWith('/') && !args.path.startsWith('@/');
        if (bare && (NODE.has(args.path) || FORBIDDEN.some((re) => re.test(args.path)))) found.push(`${args.path} (from ${path.relative(REPO, args.importer)})`);
        return undefined;
      });
    },
  };
}

async function bundleForBrowser(entry: string) {
  const found: string[] = [];
  const result = await build({
    entryPoints: [path.join(REPO, entry)],
    bundle: true,
    write: false,
    metafile: true,
    platform: 'browser',
    format: 'esm',
    tsconfig: path.join(REPO, 'tsconfig.sdk.json'),
    logLevel: 'silent',
    plugins: [forbiddenImports(found)],
  }).then(
    (r) => ({ ok: true as const, inputs: Object.keys(r.metafile.inputs) }),
    (error: { errors?: { text: string }[] }) => ({ ok: false as const, errors: (error.errors ?? []).map((e) => e.text) }),
  );
  return { result, found };
}

describe('browser bundling', () => {
  it('bundles the root with no Node built-in, React, Next or query-library import', async () => {
    const { result, found } = await bundleForBrowser(ENTRIES.index);
    expect(found).toEqual([]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const outside = result.inputs.filter((f) => !/^(lib\/sdk\/|lib\/contract\/|node_modules\/(diff|eventsource-parser)\/)/.test(f));
    expect(outside).toEqual([]);
    expect(result.inputs.some((f) => f.startsWith('lib/sdk/react/') || f.startsWith('lib/sdk/server/'))).toBe(false);
  });

  it('refuses to bundle @platform/sdk/server for a browser (it imports node:async_hooks)', async () => {
    const { result, found } = await bundleForBrowser(ENTRIES['server/index']);
    expect(found).toContain('node:async_hooks (from lib/sdk/server/scoped.ts)');
    expect(result.ok).toBe(false);
  });

  it('keeps console code out of @platform/sdk/react (only the SDK, the contract types and its peers)', async () => {
    const { result } = await bundleForBrowser(ENTRIES['react/index']);
    // React and the query library are peers: resolvable here, and the only packages it may reach.
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const consoleCode = result.inputs.filter((f) => !/^(lib\/sdk\/|lib\/contract\/|node_modules\/)/.test(f));
    expect(consoleCode).toEqual([]);
    const packages = new Set(result.inputs.filter((f) => f.startsWith('node_modules/')).map((f) => f.split('/').slice(1, f.split('/')[1].startsWith('@') ? 3 : 2).join('/')));
    expect([...packages].filter((p) => !['react', '@tanstack/react-query', '@tanstack/query-core', 'diff', 'eventsource-parser'].includes(p))).toEqual([]);
  });
});
