// `npm run sdk:build [-- --out-dir <dir>]`: builds `@platform/sdk` from lib/sdk into dist/sdk (ESM + .d.ts per
// entry, the deprecated legacy subpaths, and a generated package.json). Docs: docs/SDK.md.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build as esbuild, type BuildOptions } from 'esbuild';
import { build } from 'tsup';
import ts from 'typescript';
import { BUNDLED_DEPENDENCIES, DEPENDENCIES, ENTRIES, INTERNAL, LEGACY_SUBPATHS, OPTIONAL_PEERS, ROOT_GZIP_BUDGET_BYTES } from './entries';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const EXTERNAL = [...OPTIONAL_PEERS, /^react\//, /^@tanstack\//, 'zod', /^node:/];

export interface BuildReport {
  /** Gzipped bytes of platform.esm.min.js (the root, everything bundled). */
  rootGzipBytes: number;
  globalGzipBytes: number;
}

export async function buildSdk(outDir: string): Promise<BuildReport> {
  const out = path.resolve(ROOT, outDir);
  await rm(out, { recursive: true, force: true });
  const entry: Record<string, string> = { ...ENTRIES };
  for (const [name, file] of Object.entries(INTERNAL)) entry[`internal/${name}`] = file;

  await build({
    entry: Object.fromEntries(Object.entries(entry).map(([name, file]) => [name, path.join(ROOT, file)])),
    outDir: out,
    format: ['esm'],
    target: 'es2022',
    platform: 'neutral',
    splitting: true,
    treeshake: false,
    dts: true,
    // Only lib/sdk (and what it imports): type-checking the whole console here would triple the build time.
    tsconfig: path.join(ROOT, 'tsconfig.sdk.json'),
    removeNodeProtocol: false,
    external: EXTERNAL,
    noExternal: BUNDLED_DEPENDENCIES,
    esbuildOptions(options) {
      options.mainFields = ['module', 'main'];
      options.conditions = ['import', 'module', 'default'];
    },
    silent: true,
  });

  await writeLegacySubpaths(out);
  await writePackageJson(out);
  await writeReadme(out);
  const report = await buildBrowserBundles(out);
  if (report.rootGzipBytes > ROOT_GZIP_BUDGET_BYTES) {
    throw new Error(`platform.esm.min.js is ${report.rootGzipBytes} bytes gzipped, over the ${ROOT_GZIP_BUDGET_BYTES}-byte goal`);
  }
  return report;
}

/**
 * The root for pages without a bundler: platform.esm.min.js (`import { createPlatform } from '…'`) and
 * platform.global.js (`<script>` defining `window.Platform`). Bundled for browsers with no Node polyfills.
 */
async function buildBrowserBundles(out: string): Promise<BuildReport> {
  const common: BuildOptions = {
    entryPoints: [path.join(ROOT, ENTRIES.index)],
    bundle: true,
    minify: true,
    platform: 'browser',
    target: 'es2020',
    legalComments: 'none',
    tsconfig: path.join(ROOT, 'tsconfig.sdk.json'),
    logLevel: 'silent',
  };
  await esbuild({ ...common, format: 'esm', outfile: path.join(out, 'platform.esm.min.js') });
  await esbuild({ ...common, format: 'iife', globalName: 'Platform', outfile: path.join(out, 'platform.global.js') });
  const gzip = async (file: string) => gzipSync(await readFile(path.join(out, file)), { level: 9 }).length;
  return { rootGzipBytes: await gzip('platform.esm.min.js'), globalGzipBytes: await gzip('platform.global.js') };
}

/** Each legacy subpath re-exports the root; every name carries `@deprecated` so editors strike it through. */
async function writeLegacySubpaths(out: string): Promise<void> {
  const { values, types } = rootExports(path.join(out, 'index.d.ts'));
  const note = (subpath: string) => `/** @deprecated \`@platform/sdk/${subpath}\` is a legacy alias: import from \`@platform/sdk\` instead. */`;
  await mkdir(path.join(out, 'legacy'), { recursive: true });
  for (const subpath of LEGACY_SUBPATHS) {
    const js = `// Deprecated alias of the root entry: import from '@platform/sdk' instead.\nexport * from '../index.js';\n`;
    const specifiers = [...values.map((name) => `  ${note(subpath)}\n  ${name},`), ...types.map((name) => `  ${note(subpath)}\n  type ${name},`)];
    const dts = `${note(subpath)}\nexport {\n${specifiers.join('\n')}\n} from '../index.js';\n`;
    await writeFile(path.join(out, 'legacy', `${subpath}.js`), js);
    await writeFile(path.join(out, 'legacy', `${subpath}.d.ts`), dts);
  }
}

/** The root's exported names, split into values and type-only names, read from its built declarations. */
export function rootExports(dtsFile: string): { values: string[]; types: string[] } {
  const program = ts.createProgram([dtsFile], { noEmit: true, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, skipLibCheck: true });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(dtsFile);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  if (!moduleSymbol) throw new Error(`cannot read the exports of ${dtsFile}`);
  const values: string[] = [];
  const types: string[] = [];
  for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    (target.flags & ts.SymbolFlags.Value ? values : types).push(symbol.name);
  }
  return { values: values.sort(), types: types.sort() };
}

function conditions(file: string) {
  return { types: `./${file}.d.ts`, import: `./${file}.js`, default: `./${file}.js` };
}

async function writePackageJson(out: string): Promise<void> {
  const root = JSON.parse(await readFile(path.join(ROOT, 'package.json'), 'utf8')) as { version: string; dependencies: Record<string, string> };
  const exports: Record<string, unknown> = {
    '.': conditions('index'),
    './react': conditions('react/index'),
    './server': { node: conditions('server/index'), browser: null, default: conditions('server/index') },
    './internal/*': conditions('internal/*'),
    './platform.esm.min.js': './platform.esm.min.js',
    './platform.global.js': './platform.global.js',
    './package.json': './package.json',
  };
  for (const subpath of LEGACY_SUBPATHS) exports[`./${subpath}`] = conditions(`legacy/${subpath}`);
  const pick = (names: string[]) => Object.fromEntries(names.map((name) => [name, root.dependencies[name]]));
  const pkg = {
    name: '@platform/sdk',
    version: root.version,
    description: 'Client SDK of the platform: framework-free root, React hooks, server helpers.',
    type: 'module',
    sideEffects: false,
    engines: { node: '>=18' },
    main: './index.js',
    module: './index.js',
    types: './index.d.ts',
    exports,
    dependencies: pick(DEPENDENCIES),
    peerDependencies: pick(OPTIONAL_PEERS),
    peerDependenciesMeta: Object.fromEntries(OPTIONAL_PEERS.map((name) => [name, { optional: true }])),
  };
  await writeFile(path.join(out, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
}

async function writeReadme(out: string): Promise<void> {
  const legacy = LEGACY_SUBPATHS.map((s) => `\`/${s}\``).join(', ');
  const internal = Object.keys(INTERNAL).map((s) => `\`internal/${s}\``).join(', ');
  const text = `# @platform/sdk

The platform's client SDK: ESM with type declarations, for browsers, Node 18+, Bun and edge runtimes.

- \`@platform/sdk\`: \`createPlatform\`, handles, errors and every helper. No React, Next or Node built-ins.
- \`@platform/sdk/react\`: provider, hooks and query-key factories (optional peers: \`react\`, \`@tanstack/react-query\`).
- \`@platform/sdk/server\`: \`createScopedPlatform\`, \`runWithPlatform\` (per-request config with AsyncLocalStorage) and
  \`createPlatformAuth\`. Node only: never bundle it for a browser.
- \`platform.esm.min.js\` and \`platform.global.js\` (defines \`window.Platform\`): the root for pages without a bundler.
- Deprecated aliases of the root, kept for old imports: ${legacy}. Import from \`@platform/sdk\` instead.
- \`@platform/sdk/internal/*\` (${internal}) is **outside semver**: it may change or disappear in any release. Do not
  import it from host code.
`;
  await writeFile(path.join(out, 'README.md'), text);
}

function outDirArg(argv: string[]): string {
  const i = argv.indexOf('--out-dir');
  return i >= 0 && argv[i + 1] ? argv[i + 1] : 'dist/sdk';
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const outDir = outDirArg(process.argv.slice(2));
  const report = await buildSdk(outDir);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(`@platform/sdk built into ${outDir} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  console.log(`browser bundles, gzipped: platform.esm.min.js ${kb(report.rootGzipBytes)} (goal ≤ ${kb(ROOT_GZIP_BUDGET_BYTES)}), platform.global.js ${kb(report.globalGzipBytes)}`);
}
