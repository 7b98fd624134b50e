// A real Debian redis-server for the tests of the replicas' shared store: on a Unix socket in a temporary folder (no
// port to collide with), without persistence. `npm test` installs redis-server as it installs Chromium.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';

export const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';

export interface RedisUnderTest {
  socket: string;
  client(): Redis;
  stop(): Promise<void>;
}

export async function startRedis(): Promise<RedisUnderTest> {
  if (!existsSync(REDIS_SERVER)) {
    throw new Error(`redis-server is missing at ${REDIS_SERVER}: \`npm test\` installs it (apt-get install -y redis-server), or set REDIS_SERVER_PATH`);
  }
  const dir = mkdtempSync(join(os.tmpdir(), 'console-redis-'));
  const socket = join(dir, 'redis.sock');
  const child: ChildProcess = spawn(REDIS_SERVER, ['--port', '0', '--unixsocket', socket, '--save', '', '--appendonly', 'no', '--dir', dir], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const clients: Redis[] = [];
  const probe = new Redis({ path: socket, lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  for (let i = 0; ; i++) {
    try {
      await probe.connect();
      await probe.ping();
      break;
    } catch {
      if (i >= 100) throw new Error('redis-server did not start');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  probe.disconnect();
  return {
    socket,
    client() {
      const c = new Redis({ path: socket, enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: 1_000 });
      c.on('error', () => undefined);
      clients.push(c);
      return c;
    },
    async stop() {
      for (const c of clients) c.disconnect();
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
