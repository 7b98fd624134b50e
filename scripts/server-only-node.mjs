// Server modules say `import 'server-only'` (lint checks it), so a client bundle that reaches one fails to build. Next
// resolves the package to its empty module on the server; plain Node (the standalone platform, the benches, scripts)
// resolves it to the module that throws. This hook gives Node the empty module too:
// `node --import ./scripts/server-only-node.mjs …` or `tsx --import ./scripts/server-only-node.mjs …`.
import { register } from 'node:module';

const empty = new URL('../node_modules/server-only/empty.js', import.meta.url).href;
const hooks = `export async function resolve(specifier, context, next) {
  return specifier === 'server-only' ? { url: ${JSON.stringify(empty)}, format: 'commonjs', shortCircuit: true } : next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`);
