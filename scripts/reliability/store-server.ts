// The embedded platform on a data folder over HTTP, for the store's crash proof (store-kills.ts):
// `STORE_DIR=… STORE_PORT=… tsx scripts/reliability/store-server.ts`. Prints `ready <outcome>` once it listens.
import { createEmbeddedPlatform } from '@/lib/embedded';
import { serveFetchHandler } from '@/lib/bff/serve-node';

const dataDir = process.env.STORE_DIR;
const port = Number(process.env.STORE_PORT);
if (!dataDir || !Number.isInteger(port)) {
  console.error('STORE_DIR and STORE_PORT are required');
  process.exit(1);
}
const platform = createEmbeddedPlatform({ dataDir, authRateLimit: 1_000_000 });
await serveFetchHandler(platform.handle, port, '127.0.0.1');
console.log(`ready ${JSON.stringify(platform.persistence?.outcome ?? null)}`);
