// The one Redis connection a console process shares between its users of REDIS_URL (the auth rate limiter and the
// refresh results), opened on first use.
import 'server-only';
import { Redis } from 'ioredis';

export type SharedRedis = Redis;

const clients = new Map<string, Redis>();

/**
 * A client that never queues: while Redis is away a command fails at once (the callers fall back to what this process
 * knows), instead of holding a sign-in until it is back. Reconnects on its own.
 */
export function redisClient(url: string): Redis {
  let client = clients.get(url);
  if (!client) {
    client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: 1_000, connectTimeout: 2_000 });
    let reported = false;
    // Logged once per outage; the URL may hold a password, so it is not printed.
    client.on('error', (error: Error) => {
      if (reported) return;
      reported = true;
      console.error(`[redis] the shared store is unreachable (${error.message}); each replica uses what it knows until it is back`);
    });
    client.on('ready', () => {
      reported = false;
    });
    clients.set(url, client);
  }
  return client;
}

/** Resolves once the client can take commands (tests, and the first requests after start), or after `ms`. */
export async function redisReady(client: Redis, ms = 2_000): Promise<boolean> {
  if (client.status === 'ready') return true;
  return new Promise((resolve) => {
    const timer = setTimeout(() => done(false), ms);
    const onReady = () => done(true);
    function done(ok: boolean) {
      clearTimeout(timer);
      client.off('ready', onReady);
      resolve(ok);
    }
    client.once('ready', onReady);
  });
}
