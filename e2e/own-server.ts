// A production server a spec starts for itself (scripts/serve.mjs on the build), on its own port and data folder, for
// what the shared per-worker servers cannot show: restarts, signals, logs, other settings.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';

export interface OwnServer {
  base: string;
  child: ChildProcess;
  /** The line it printed when ready (`Ready: …`). */
  readyLine: string;
  /** Everything it printed on stdout so far. */
  out: () => string;
  exited: Promise<number | null>;
}

export interface OwnServerOptions {
  /** What to run; default `node scripts/serve.mjs`. */
  command?: string[];
  env?: Record<string, string>;
  /** Default: a free port. */
  port?: number;
  /** Default: a new empty folder. Pass the same folder to start a server again on the same data. */
  dataDir?: string;
  host?: 'localhost' | '127.0.0.1';
}

const started: ChildProcess[] = [];

export async function startOwnServer({ command = [process.execPath, 'scripts/serve.mjs'], env = {}, port, dataDir, host = '127.0.0.1' }: OwnServerOptions = {}): Promise<OwnServer> {
  const listenOn = port ?? (await freePort());
  let out = '';
  const child = spawn(command[0], command.slice(1), {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      PORT: String(listenOn),
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      CONSOLE_WARM_UP: '0',
      PLATFORM_DATA_DIR: dataDir ?? mkdtempSync(join(tmpdir(), 'console-e2e-own-')),
      ...env,
    },
  });
  started.push(child);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const readyLine = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const ready = /Ready: .*/.exec(out);
      if (ready) resolve(ready[0]);
    });
    void exited.then((code) => reject(new Error(`${command.join(' ')} exited with ${code} before it was ready:\n${out}`)));
  });
  return { base: `http://${host}:${listenOn}`, child, readyLine, out: () => out, exited };
}

/** Kills every server this worker started that is still running (call from `test.afterAll`). */
export function stopOwnServers() {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}
