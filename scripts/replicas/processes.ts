// Starting and stopping the real parts of the replicas proof: Debian's haproxy and redis-server (installed with apt
// when missing, as `npm test` installs Chromium), the standalone platform and the console replicas.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { join } from 'node:path';

const APT_PACKAGES = 'haproxy redis-server';
const BINARIES = { haproxy: '/usr/sbin/haproxy', redis: '/usr/bin/redis-server' };

/** The binaries' paths; installs Debian's packages first when one is missing and this runs as root. */
export function ensureBinaries(): typeof BINARIES {
  const missing = Object.values(BINARIES).filter((path) => !existsSync(path));
  if (missing.length === 0) return BINARIES;
  const install = `apt-get update && apt-get install -y --no-install-recommends ${APT_PACKAGES}`;
  if (process.getuid?.() !== 0) {
    console.error(`Missing ${missing.join(', ')}. Install them, then run again:\n  sudo sh -c '${install}'`);
    process.exit(1);
  }
  console.log(`Missing ${missing.join(', ')}; installing Debian's ${APT_PACKAGES} with apt…`);
  const r = spawnSync('sh', ['-c', `DEBIAN_FRONTEND=noninteractive ${install}`], { stdio: 'inherit' });
  if (r.status !== 0 || Object.values(BINARIES).some((path) => !existsSync(path))) {
    console.error('apt did not install them.');
    process.exit(1);
  }
  return BINARIES;
}

export interface Started {
  name: string;
  child: ChildProcess;
  /** Resolves with the exit code (or signal name) once the process has ended. */
  exited: Promise<number | string>;
}

const running = new Set<Started>();

/** Starts a process with its output in `logDir/<name>.log`. */
export function start(name: string, command: string, args: string[], options: { env?: Record<string, string>; cwd: string; logDir: string }): Started {
  const log = createWriteStream(join(options.logDir, `${name}.log`), { flags: 'a' });
  const child = spawn(command, args, { cwd: options.cwd, env: { ...process.env, ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  const started: Started = {
    name,
    child,
    exited: new Promise((resolve) => child.on('exit', (code, signal) => {
      running.delete(started);
      resolve(code ?? signal ?? 'unknown');
    })),
  };
  running.add(started);
  return started;
}

/** Ends every process this script started (by its own pid), at exit or on failure. */
export async function stopAll(): Promise<void> {
  const all = [...running];
  for (const p of all) p.child.kill('SIGTERM');
  await Promise.race([Promise.all(all.map((p) => p.exited)), new Promise((resolve) => setTimeout(resolve, 15_000))]);
  for (const p of running) p.child.kill('SIGKILL');
}

/** Polls `url` until `accept` says yes; throws after `ms` (or when `process` ends first). */
export async function waitFor(url: string, accept: (res: Response, body: string) => boolean, ms: number, process?: Started): Promise<void> {
  const deadline = Date.now() + ms;
  let ended = false;
  void process?.exited.then(() => (ended = true));
  for (;;) {
    if (ended) throw new Error(`${process?.name} ended before ${url} was ready (see its log)`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (accept(res, await res.text())) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} was not ready within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
