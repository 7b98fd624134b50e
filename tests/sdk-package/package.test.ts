// The packed SDK, installed into a temporary project: every entry imports from Node ESM, and a consumer file
// type-checks against every entry under `moduleResolution: bundler` and `node16`.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ts from 'typescript';
import { createEmbeddedPlatform } from '@/lib/embedded';
import { serveFetchHandler } from '@/lib/bff/serve-node';
import { LEGACY_SUBPATHS, INTERNAL, ROOT_GZIP_BUDGET_BYTES, SPEC_ROOT_NAMES } from '@/scripts/sdk/entries';
import { buildAndInstall, run, type BuiltSdk } from './build-sdk';

let sdk: BuiltSdk;
beforeAll(() => {
  sdk = buildAndInstall();
}, 180_000);
afterAll(() => sdk?.cleanup());

function legacyIdent(subpath: string) {
  return `legacy_${subpath.replace(/-/g, '_')}`;
}

/** One file touching every entry; each `@ts-expect-error` fails the check if the types resolved to `any`. */
function consumerSource(): string {
  const legacyImports = LEGACY_SUBPATHS.map((s) => `import { createPlatform as ${legacyIdent(s)} } from '@platform/sdk/${s}';`).join('\n');
  const legacyUses = LEGACY_SUBPATHS.map((s) => `${legacyIdent(s)}({ backendUrl: 'https://p.example/v1', getToken: () => null });`).join('\n');
  const specNames = SPEC_ROOT_NAMES.map((n) => `'${n}'`).join(' | ');
  const legacyNames = LEGACY_SUBPATHS.map((s) => `import type * as ns_${legacyIdent(s)} from '@platform/sdk/${s}';\nconst names_${legacyIdent(s)}: Pick<typeof ns_${legacyIdent(s)}, SpecName> = rootNs;\nvoid names_${legacyIdent(s)};`).join('\n');
  const internal = Object.keys(INTERNAL).map((name, i) => `import * as internal${i} from '@platform/sdk/internal/${name}';\nvoid internal${i};`).join('\n');
  return `import { createPlatform, ApiError, classifyTurn, isFeatureDisabledError, type Platform, type SessionInfo } from '@platform/sdk';
import * as rootNs from '@platform/sdk';
import { configure, files, getSessionHealth, isRuntimeReady, getClient, getAuthToken, authenticatedFetch, backendApi, runtime, rewriteLocalhostUrl, type SessionHealthResult, type SandboxFileEntry, type RuntimePath } from '@platform/sdk';
import { PlatformProvider, usePlatform, sessionKeys } from '@platform/sdk/react';
import { createScopedPlatform, runWithPlatform, currentPlatform, createPlatformAuth, type ScopedPlatform } from '@platform/sdk/server';
${legacyImports}
${internal}
type SpecName = ${specNames};
const rootNames: Pick<typeof rootNs, SpecName> = rootNs;
void rootNames;
${legacyNames}

const configured: Platform = configure({ backendUrl: 'https://p.example/v1', getToken: () => null });
const listed: Promise<SandboxFileEntry[]> = files.list('src');
// @ts-expect-error files.read needs a path
files.read();
const uploaded: Promise<{ path: string; size: number }> = files.upload('a.bin', new Uint8Array([1]));
const health: Promise<SessionHealthResult> = getSessionHealth('p1', 's1');
const ready: boolean = isRuntimeReady(null);
const sameClient: Platform = getClient();
const authToken: Promise<string | null> = getAuthToken();
const fetched: Promise<Response> = authenticatedFetch('/projects');
const typed: Promise<{ id: string }[]> = backendApi.get<{ id: string }[]>('/projects');
const posted: Promise<unknown> = backendApi.post('/x', { a: 1 });
const runtimePath: Promise<RuntimePath> = runtime().path();
const sessionFiles: Promise<SandboxFileEntry[]> = configured.session('p1', 's1').files.list();
const woke: Promise<{ woke: boolean }> = configured.session('p1', 's1').ensureReady();
const proxied: string = rewriteLocalhostUrl('http://localhost:3000/', { proxyBase: '/ports' });
void [listed, uploaded, health, ready, sameClient, authToken, fetched, typed, posted, runtimePath, sessionFiles, woke, proxied];

const platform: Platform = createPlatform({ backendUrl: 'https://p.example/v1', getToken: () => null });
// @ts-expect-error backendUrl is required
createPlatform({ getToken: () => null });
const projects: Promise<unknown> = platform.projects.list();
// @ts-expect-error a session handle needs both ids
platform.session('project-only');
const info: SessionInfo | undefined = undefined;
void [projects, info, classifyTurn, isFeatureDisabledError(new ApiError({ status: 403, message: 'no' }))];

const key: readonly unknown[] = sessionKeys.list('p1', 'mine');
// @ts-expect-error sessionKeys.list takes a project id
sessionKeys.list(1);
void [key, PlatformProvider, usePlatform];

const scoped: ScopedPlatform = createScopedPlatform({ backendUrl: 'https://p.example/v1', getToken: () => 't' });
const answer: Promise<number> = runWithPlatform(scoped, async () => { currentPlatform(); return 1; });
// @ts-expect-error runtime() on a scoped client never returns
const never: string = scoped.runtime() + 1;
const auth = createPlatformAuth({ backendUrl: 'https://p.example/v1' });
const token: Promise<string | null> = auth.getToken('user-1');
void [answer, never, token];
${legacyUses}
`;
}

// Parsed declaration files (lib.dom, @types/node, react, zod…) are shared by the two consumer programs below.
const parsed = new Map<string, ts.SourceFile>();
function sharedHost(options: ts.CompilerOptions): ts.CompilerHost {
  const host = ts.createCompilerHost(options);
  const read = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    const key = `${fileName}\0${JSON.stringify(languageVersion)}`;
    let file = parsed.get(key);
    if (!file) {
      file = read(fileName, languageVersion, onError, shouldCreate);
      if (file) parsed.set(key, file);
    }
    return file;
  };
  return host;
}

/**
 * What `tsc -p` with `skipLibCheck: false` reports about the consumer and the SDK's own declarations: the options,
 * every file's syntax, the global diagnostics, and the full semantic check of consumer.ts and of every .d.ts of the
 * installed SDK. The other libraries' declarations (@types/node, react, zod…) are read and used as tsc reads them;
 * only their own full check, which says nothing about the SDK, is left out.
 */
function typecheck(moduleResolution: 'bundler' | 'node16') {
  const dir = path.join(sdk.consumer, `check-${moduleResolution}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: `check-${moduleResolution}`, private: true, type: 'module' }));
  writeFileSync(path.join(dir, 'consumer.ts'), consumerSource());
  const compilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: false,
    target: 'ES2022',
    lib: ['ES2023', 'DOM'],
    types: ['node'],
    ...(moduleResolution === 'bundler' ? { module: 'ESNext', moduleResolution: 'bundler' } : { module: 'node16', moduleResolution: 'node16' }),
  };
  writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: ['consumer.ts'] }));
  const config = ts.getParsedCommandLineOfConfigFile(path.join(dir, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => { throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n')); } });
  if (!config) throw new Error('tsconfig.json did not parse');
  const program = ts.createProgram({ rootNames: config.fileNames, options: config.options, host: sharedHost(config.options), configFileParsingDiagnostics: config.errors });
  const sdkDir = path.join(sdk.consumer, 'node_modules/@platform/sdk') + path.sep;
  const files = program.getSourceFiles();
  const checked = files.filter((f) => !f.isDeclarationFile || path.resolve(f.fileName).startsWith(sdkDir));
  const diagnostics = [
    ...program.getConfigFileParsingDiagnostics(),
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
    ...files.flatMap((f) => program.getSyntacticDiagnostics(f)),
    ...checked.flatMap((f) => program.getSemanticDiagnostics(f)),
  ];
  const text = ts.formatDiagnostics(diagnostics, { getCanonicalFileName: (f) => f, getCurrentDirectory: () => dir, getNewLine: () => '\n' });
  return { text, sdkDeclarations: checked.filter((f) => f.isDeclarationFile).map((f) => path.relative(sdkDir, path.resolve(f.fileName))) };
}

describe('@platform/sdk, packed and installed', () => {
  it('imports every entry from Node ESM, and each legacy subpath is the root', () => {
    const internals = Object.keys(INTERNAL).map((name) => `'@platform/sdk/internal/${name}'`).join(', ');
    const script = `
      import * as root from '@platform/sdk';
      import * as react from '@platform/sdk/react';
      import * as server from '@platform/sdk/server';
      const legacy = ${JSON.stringify(LEGACY_SUBPATHS)};
      const out = { root: Object.keys(root).length, react: typeof react.usePlatform, server: [typeof server.createScopedPlatform, typeof server.runWithPlatform, typeof server.createPlatformAuth] };
      out.legacySame = [];
      for (const s of legacy) { const m = await import('@platform/sdk/' + s); out.legacySame.push(m.createPlatform === root.createPlatform && m.classifyTurn === root.classifyTurn); }
      out.internal = [];
      for (const s of [${internals}]) out.internal.push(Object.keys(await import(s)).length);
      out.missing = ${JSON.stringify(SPEC_ROOT_NAMES)}.filter((n) => !(n in root));
      out.legacyFiles = [];
      for (const s of legacy) { const m = await import('@platform/sdk/' + s); out.legacyFiles.push(m.files === root.files && m.getSessionHealth === root.getSessionHealth); }
      out.classify = typeof root.classifyTurn;
      out.apiError = new root.ApiError({ status: 404, message: 'x' }) instanceof Error;
      console.log(JSON.stringify(out));`;
    writeFileSync(path.join(sdk.consumer, 'imports.mjs'), script);
    const r = run(process.execPath, ['imports.mjs'], sdk.consumer);
    expect(r.stderr).toBe('');
    const out = JSON.parse(r.stdout);
    expect(out.root).toBeGreaterThan(50);
    expect(out.react).toBe('function');
    expect(out.server).toEqual(['function', 'function', 'function']);
    expect(out.legacySame).toEqual(LEGACY_SUBPATHS.map(() => true));
    expect(out.internal.every((n: number) => n > 0)).toBe(true);
    expect(out.classify).toBe('function');
    expect(out.apiError).toBe(true);
    expect(out.missing).toEqual([]);
    expect(out.legacyFiles).toEqual(LEGACY_SUBPATHS.map(() => true));
  }, 60_000);

  it.each(['bundler', 'node16'] as const)('type-checks a consumer of every entry under moduleResolution %s', (resolution) => {
    const r = typecheck(resolution);
    expect(r.text).toBe('');
    // The check reached every entry's declarations: the root, react, server, each legacy subpath and each internal one.
    expect(r.sdkDeclarations).toEqual(
      expect.arrayContaining(['index.d.ts', 'react/index.d.ts', 'server/index.d.ts', ...LEGACY_SUBPATHS.map((s) => `legacy/${s}.d.ts`), ...Object.keys(INTERNAL).map((name) => `internal/${name}.d.ts`)]),
    );
  }, 90_000);

  it('marks every name of every legacy subpath deprecated in its types', () => {
    const dir = path.join(sdk.consumer, 'check-deprecated');
    mkdirSync(dir, { recursive: true });
    const files: Record<string, string> = {};
    for (const s of LEGACY_SUBPATHS) files[path.join(dir, `${s}.ts`)] = `import { createPlatform, type Platform } from '@platform/sdk/${s}';\nexport const p: Platform = createPlatform({ backendUrl: 'x', getToken: () => null });\n`;
    files[path.join(dir, 'root.ts')] = `import { createPlatform, type Platform } from '@platform/sdk';\nexport const p: Platform = createPlatform({ backendUrl: 'x', getToken: () => null });\n`;
    const options: ts.CompilerOptions = { strict: true, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, target: ts.ScriptTarget.ES2022, types: [] };
    const service = ts.createLanguageService({
      getScriptFileNames: () => Object.keys(files),
      getScriptVersion: () => '1',
      getScriptSnapshot: (f) => ts.ScriptSnapshot.fromString(files[f] ?? readFileSync(f, 'utf8')),
      getCurrentDirectory: () => dir,
      getCompilationSettings: () => options,
      getDefaultLibFileName: (o) => ts.getDefaultLibFilePath(o),
      fileExists: (f) => f in files || ts.sys.fileExists(f),
      readFile: (f) => files[f] ?? ts.sys.readFile(f),
    });
    const deprecated = (file: string) =>
      service
        .getSuggestionDiagnostics(file)
        .filter((d) => d.code === 6385)
        .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    for (const s of LEGACY_SUBPATHS) {
      const found = deprecated(path.join(dir, `${s}.ts`));
      expect(found, s).toEqual(expect.arrayContaining(["'createPlatform' is deprecated.", "'Platform' is deprecated."]));
    }
    expect(deprecated(path.join(dir, 'root.ts'))).toEqual([]);
  }, 60_000);

  it('generates a package.json whose exports name every entry with types first', () => {
    const pkg = JSON.parse(readFileSync(path.join(sdk.dist, 'package.json'), 'utf8'));
    expect(pkg.name).toBe('@platform/sdk');
    expect(pkg.type).toBe('module');
    for (const key of ['.', './react', './internal/*', ...LEGACY_SUBPATHS.map((s) => `./${s}`)]) {
      expect(Object.keys(pkg.exports[key])[0], key).toBe('types');
    }
    expect(pkg.exports['./server'].browser).toBeNull();
    expect(pkg.peerDependenciesMeta).toEqual({ react: { optional: true }, '@tanstack/react-query': { optional: true } });
    const readme = readFileSync(path.join(sdk.consumer, 'node_modules/@platform/sdk/README.md'), 'utf8');
    expect(readme).toMatch(/internal\/\*`.*\*\*outside semver\*\*/s);
  });
});

describe('platform.global.js in Chromium, from a plain HTML page with no bundler', () => {
  it('defines window.Platform; classifyTurn, createPlatform and ApiError work against the embedded platform', async () => {
    const platform = createEmbeddedPlatform();
    const html = '<!doctype html><html lang="en"><head><title>sdk</title><script src="/platform.global.js"></script></head><body></body></html>';
    const server = await serveFetchHandler(async (request) => {
      const { pathname } = new URL(request.url);
      if (pathname.startsWith('/v1/')) return platform.handle(request);
      if (pathname === '/platform.global.js') return new Response(readFileSync(path.join(sdk.dist, 'platform.global.js')), { headers: { 'content-type': 'text/javascript' } });
      return new Response(html, { headers: { 'content-type': 'text/html' } });
    });
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium', args: ['--no-sandbox', '--disable-gpu'] });
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(server.url);
      const result = await page.evaluate(async () => {
        const P = (window as unknown as { Platform: typeof import('@/lib/sdk') }).Platform;
        const backendUrl = `${location.origin}/v1`;
        const anonymous = P.createPlatform({ backendUrl, getToken: () => null });
        const signed = await anonymous.auth.signInWithPassword({ email: 'demo@example.com', password: 'demo-password' });
        const api = P.createPlatform({ backendUrl, getToken: () => signed.session.access_token });
        const accounts = await api.accounts.list();
        let missing: { apiError: boolean; status: number } | null = null;
        await api.project('prj_missing').get().catch((e: InstanceType<typeof P.ApiError>) => {
          missing = { apiError: e instanceof P.ApiError, status: e.status };
        });
        const turn = P.classifyTurn([
          { info: { id: 'msg_1', sessionID: 'ses_1', role: 'assistant', time: { created: 1 } }, parts: [{ id: 'prt_1', type: 'text', text: 'Hello' }] },
        ]);
        return { user: signed.user.email, accounts: accounts.length, missing, kinds: turn.parts.map((p) => p.kind), isEmpty: turn.isEmpty, hasRoot: typeof P.groupMessagesIntoTurns };
      });
      const names = [...SPEC_ROOT_NAMES];
      const helpers = await page.evaluate(async (specNames) => {
        const P = (window as unknown as { Platform: typeof import('@/lib/sdk') }).Platform;
        const backendUrl = `${location.origin}/v1`;
        const absent = specNames.filter((n) => !(n in P));
        const signed = await P.createPlatform({ backendUrl, getToken: () => null }).auth.signInWithPassword({ email: 'demo@example.com', password: 'demo-password' });
        const api = P.configure({ backendUrl, getToken: () => signed.session.access_token });
        const asleep = await P.getSessionHealth('proj_storefront', 'ses_manager_notes');
        await api.session('proj_storefront', 'ses_manager_notes').ensureReady();
        const awake = await P.getSessionHealth('proj_storefront', 'ses_manager_notes');
        const uploaded = await P.files.upload('from-browser.bin', new Blob([new Uint8Array([1, 2, 255])]));
        const back = P.fileContentBytes(await P.files.read('from-browser.bin'));
        const found = await P.files.findText('cartTotal');
        const path = await P.runtime().path();
        const token = await P.getAuthToken();
        return { absent, asleep: [asleep.status, P.isRuntimeReady(asleep)], awake: [awake.status, P.isRuntimeReady(awake)], uploaded: uploaded.size, back: [...back], found: found.length > 0, path: path.root, sameToken: token === signed.session.access_token, sameClient: P.getClient() === api };
      }, names);
      expect(errors).toEqual([]);
      expect(result).toEqual({ user: 'demo@example.com', accounts: expect.any(Number), missing: { apiError: true, status: 404 }, kinds: ['text'], isEmpty: false, hasRoot: 'function' });
      expect(result.accounts).toBeGreaterThan(0);
      expect(helpers).toEqual({ absent: [], asleep: [200, false], awake: [200, true], uploaded: 3, back: [1, 2, 255], found: true, path: '/workspace', sameToken: true, sameClient: true });
    } finally {
      await browser.close();
      await server.close();
    }
  }, 90_000);

  it('keeps the root browser bundle within its size goal', () => {
    const gzipped = gzipSync(readFileSync(path.join(sdk.dist, 'platform.esm.min.js')), { level: 9 }).length;
    expect(gzipped).toBeLessThanOrEqual(ROOT_GZIP_BUDGET_BYTES);
    expect(readFileSync(path.join(sdk.dist, 'platform.global.js'), 'utf8')).toMatch(/^"use strict";var Platform=/);
  });
});
