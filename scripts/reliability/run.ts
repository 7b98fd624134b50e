// `npm run reliability`: every proof at full size; prints the figures docs/RELIABILITY.md records.
import os from 'node:os';
import { runFaults, runFuzz, runLoad, runRefreshStorm, runReplicas } from './proofs';
import { runStoreKills } from './store-kills';

console.log(`machine: ${os.cpus()[0]?.model ?? 'cpu'} × ${os.cpus().length}, node ${process.version}; ${new Date().toISOString()}`);
console.log('load', JSON.stringify(await runLoad({ users: 200, seconds: 60 })));
console.log('refresh storm', JSON.stringify(await runRefreshStorm({ sessions: 50, concurrent: 20 })));
console.log('replicas', JSON.stringify(await runReplicas({ rounds: 40 })));
console.log('faults', JSON.stringify(await runFaults()));
console.log('fuzz', JSON.stringify(await runFuzz({ runs: 2_000 })));
console.log('store kills', JSON.stringify(await runStoreKills({ kills: 200, port: Number(process.env.RELIABILITY_STORE_PORT ?? 4190) })));
