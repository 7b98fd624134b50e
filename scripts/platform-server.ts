// `npm run platform`: the embedded platform standalone over HTTP (default port 4010).
import { createServer } from 'node:http';
import { createEmbeddedPlatform, DEMO_PASSWORD, DEMO_USERS } from '@/lib/mock';
import { serveFetchHandler } from '@/lib/mock/http';

const port = Number(process.env.PLATFORM_PORT ?? process.argv[2] ?? 4010);
const platform = createEmbeddedPlatform();
const server = createServer(serveFetchHandler(platform.handle));
server.listen(port, '127.0.0.1', () => {
  console.log(`Embedded platform on http://127.0.0.1:${port}/v1`);
  console.log(`Demo sign-in: ${DEMO_USERS.owner.email} / ${DEMO_PASSWORD} (also ${DEMO_USERS.member.email})`);
});
