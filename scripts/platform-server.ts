// `npm run platform`: the embedded platform standalone over HTTP (default port 4010), on loopback only.
// PLATFORM_TRUST_PROXY=n trusts n proxies' X-Forwarded-For (default 0: the socket's address is the client, whatever a
// client sends); a console in front of this platform (PLATFORM_API_URL) is one hop, so set 1 there.
// PLATFORM_ACCESS_TOKEN_TTL and PLATFORM_REFRESH_GRACE_SECONDS shorten the access token's life and the refresh reuse grace.
import { createEmbeddedPlatform, DEMO_PASSWORD, DEMO_USERS } from '@/lib/embedded';
import { serveFetchHandler } from '@/lib/bff/serve-node';

const port = Number(process.env.PLATFORM_PORT ?? process.argv[2] ?? 4010);
const trustProxy = Number(process.env.PLATFORM_TRUST_PROXY ?? 0);
if (!Number.isInteger(trustProxy) || trustProxy < 0) {
  console.error(`PLATFORM_TRUST_PROXY must be a whole number of proxies (0 or more), not ${JSON.stringify(process.env.PLATFORM_TRUST_PROXY)}`);
  process.exit(1);
}
// Short-lived tokens for the replicas proof (scripts/replicas): refreshes every few seconds, a reuse grace to outlast.
const seconds = (name: string) => (Number(process.env[name]) > 0 ? Number(process.env[name]) : undefined);
const platform = createEmbeddedPlatform({ accessTokenTtlSeconds: seconds('PLATFORM_ACCESS_TOKEN_TTL'), refreshGraceSeconds: seconds('PLATFORM_REFRESH_GRACE_SECONDS') });
const server = await serveFetchHandler(platform.handle, port, '127.0.0.1', { trustProxy });
console.log(`Embedded platform on ${server.url}/v1 (loopback only)`);
console.log(`Client address: ${trustProxy === 0 ? 'the socket’s (X-Forwarded-For ignored; PLATFORM_TRUST_PROXY=1 behind the console)' : `${trustProxy} trusted proxy hop(s) of X-Forwarded-For`}`);
console.log(`Demo sign-in: ${DEMO_USERS.owner.email} / ${DEMO_PASSWORD} (also ${DEMO_USERS.member.email})`);
