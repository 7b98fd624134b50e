// The production console on its own port and a fresh data folder, for the tools that look at every page
// (screenshots, Lighthouse). Needs a build.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;
export const DEMO_PASSWORD = 'demo-password';

export interface ConsoleServer {
  origin: string;
  stop(): void;
}

export function startConsole(port: number): Promise<ConsoleServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'console-tool-'));
  const child: ChildProcess = spawn(process.execPath, [join(root, 'scripts/serve.mjs')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, PORT: String(port), NODE_ENV: 'production', PLATFORM_DATA_DIR: dataDir, NEXT_TELEMETRY_DISABLED: '1' },
  });
  const stop = () => {
    child.kill();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => reject(new Error(`the console exited (${code}) before it was ready`)));
    child.stdout?.on('data', (chunk) => {
      if (/Ready/.test(String(chunk))) resolve({ origin: `http://localhost:${port}`, stop });
    });
  });
}

/** Signs in through the BFF as a demo user: the sealed session cookie, as `name=value; …`, that a browser would hold. */
export async function signInCookie(origin: string, email: string): Promise<string> {
  const res = await fetch(`${origin}/api/auth/sign-in/password`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    body: new URLSearchParams({ email, password: DEMO_PASSWORD, next: '/projects' }),
  });
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  if (!cookies.length) throw new Error(`sign-in as ${email} failed: ${res.status}`);
  return cookies.join('; ');
}
