// Where `npm start` (scripts/serve.mjs) listens: CONSOLE_HOST when set; else loopback (127.0.0.1) on the embedded
// platform, whose demo accounts, mail outbox and demo consent are for this machine, and every interface (0.0.0.0)
// with a real platform (PLATFORM_API_URL).
export function listenHost(env) {
  const chosen = env.CONSOLE_HOST?.trim();
  if (chosen) return chosen;
  return env.PLATFORM_API_URL?.trim() ? '0.0.0.0' : '127.0.0.1';
}

export const isLoopbackHost = (host) => host === '127.0.0.1' || host === 'localhost' || host === '::1' || host.startsWith('127.');
