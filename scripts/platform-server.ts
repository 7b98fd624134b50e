// `npm run platform`: the embedded platform standalone over HTTP (default port 4010).
import { createEmbeddedPlatform, DEMO_PASSWORD, DEMO_USERS } from '@/lib/embedded';
import { serveFetchHandler } from '@/lib/server/serve-node';

const port = Number(process.env.PLATFORM_PORT ?? process.argv[2] ?? 4010);
const platform = createEmbeddedPlatform();
const server = await serveFetchHandler(platform.handle, port);
console.log(`Embedded platform on ${server.url}/v1`);
console.log(`Demo sign-in: ${DEMO_USERS.owner.email} / ${DEMO_PASSWORD} (also ${DEMO_USERS.member.email})`);
