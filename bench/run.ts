// `npm run bench`: runs every bench/*.bench.ts (each default-exports an async function that prints its figures).
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import os from 'node:os';

const dir = fileURLToPath(new URL('.', import.meta.url));
const filter = process.argv[2];
console.log(`machine: ${os.cpus()[0]?.model ?? 'unknown cpu'} × ${os.cpus().length}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, node ${process.version}; ${new Date().toISOString()}`);
for (const file of readdirSync(dir).filter((f) => f.endsWith('.bench.ts')).sort()) {
  if (filter && !file.includes(filter)) continue;
  const mod = await import(pathToFileURL(dir + file).href);
  console.log(`\n## ${file}`);
  await mod.default();
}
