#!/usr/bin/env node
// `npm start`: builds when the sources are newer than the last build, then serves the console on PORT (3000)
// with the embedded platform (unless PLATFORM_API_URL is set) and prints the demo sign-in.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { SESSION_SECRET_NOTICE } from './session-secret-notice.mjs';
import { watchParent } from './watch-parent.mjs';
import { isLoopbackHost, listenHost } from './listen-host.mjs';

const root = new URL('..', import.meta.url).pathname;
const SOURCES = ['app', 'components', 'lib', 'proxy.ts', 'next.config.mjs', 'package-lock.json', 'postcss.config.mjs'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), stat.mtimeMs);
}

const buildId = join(root, '.next', 'BUILD_ID');
const builtAt = existsSync(buildId) ? statSync(buildId).mtimeMs : 0;
const changedAt = Math.max(...SOURCES.map((s) => newestMtime(join(root, s))));
// CONSOLE_BUILD=never serves the build as it is (a test that starts `npm start` beside other servers of the same build
// must not rebuild it under them).
if (changedAt > builtAt && builtAt && process.env.CONSOLE_BUILD === 'never') {
  console.log('Sources changed since the last build; serving the last build as it is (CONSOLE_BUILD=never).');
} else if (changedAt > builtAt) {
  // Measured (docs/DEPLOY.md, "First start"): 1.5 min on two quiet cores, 2–4 min on a busy machine. Next prints its
  // own steps below (compiling, collecting page data, generating pages n/m); the type check is left to `npm test`.
  console.log(
    builtAt
      ? 'Sources changed since the last build; rebuilding (1–2 minutes on two cores; the steps follow)…'
      : 'First start: building the console once (about 1.5 minutes on two quiet cores, longer on a busy machine; the steps follow)…',
  );
  const started = Date.now();
  const build = spawnSync(join(root, 'node_modules/.bin/next'), ['build'], { cwd: root, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (build.status !== 0) process.exit(build.status ?? 1);
  console.log(`Built in ${Math.round((Date.now() - started) / 1000)} s; later starts reuse this build until the sources change.`);
}
// Does nothing when every .gz is current (a walk of the folder).
const precompress = spawnSync(process.execPath, [join(root, 'scripts/precompress-static.mjs')], { cwd: root, stdio: 'inherit' });
if (precompress.status !== 0) process.exit(precompress.status ?? 1);

const port = process.env.PORT ?? '3000';
const server = spawn(process.execPath, [join(root, 'scripts/serve.mjs')], {
  cwd: root,
  stdio: ['inherit', 'pipe', 'inherit'],
  env: { ...process.env, PORT: port, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', CONSOLE_START_BANNER: '1' },
});
let announced = false;
server.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  if (!announced && /Ready|started server|Local:/i.test(String(chunk))) {
    announced = true;
    const upstream = process.env.PLATFORM_API_URL ? `platform at ${process.env.PLATFORM_API_URL}` : 'the embedded platform with demo data';
    console.log(`\n  Platform Console: http://localhost:${port}  (${upstream})`);
    if (!process.env.PLATFORM_API_URL) {
      console.log('  Demo sign-in:     demo@example.com / demo-password   (account owner, manager of every project)');
      console.log('                    member@example.com / demo-password (member of Storefront)');
      console.log('                    casey@example.com / demo-password  (account member, no project role yet)');
      const host = listenHost(process.env);
      console.log(
        isLoopbackHost(host)
          ? `  Listening:        ${host} only (this machine). CONSOLE_HOST=0.0.0.0 opens it to the network (set APP_ORIGIN too).`
          : `  Listening:        ${host} (opened by CONSOLE_HOST): the demo passwords above are public. The mail outbox and\n                    the demo consent still answer only on this machine; emailed links need APP_ORIGIN.`,
      );
      const dataDir = process.env.PLATFORM_DATA_DIR ?? '.platform-data';
      console.log(dataDir ? `  Data:             ${dataDir} keeps your changes (npm run platform:reset starts over)\n` : '  Data:             in memory only (PLATFORM_DATA_DIR is empty)\n');
    }
    if (!process.env.PLATFORM_API_URL?.trim() && !process.env.SESSION_SECRET?.trim()) console.log(`  Notice: ${SESSION_SECRET_NOTICE}\n`);
  }
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => server.kill(signal === 'SIGHUP' ? 'SIGTERM' : signal));
// `npm start` runs this under npm and a shell, which do not always pass a signal on: when the process that started
// this one goes away (killed, say), the server is stopped as by SIGTERM instead of serving on as an orphan.
watchParent(() => server.kill('SIGTERM'));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
