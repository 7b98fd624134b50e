// Imports an agent-runtime export into the embedded platform's data folder, validated with the platform's own code.
// Usage: npm run platform:import <export.json> [--project proj_storefront] [--owner usr_demo]
// Writes <PLATFORM_DATA_DIR or .platform-data>/imports/<projectId>/<sessionId>.json; the console loads it at start.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { seedStore } from '@/lib/embedded/seed';
import { prepareImport } from '@/lib/embedded/sessions/import';
import { accountOwnerOf } from '@/lib/embedded/sessions/owner';
import { loadImportedSessions, writeImportFile } from '@/lib/embedded/sessions/persist';

interface Options {
  file?: string;
  project: string;
  owner?: string;
}

function parseArgs(argv: string[]): Options {
  const options: Options = { project: 'proj_storefront' };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--project' || arg === '--owner') {
      const value = argv[++i];
      if (!value) fail(`${arg} needs a value`);
      if (arg === '--project') options.project = value;
      else options.owner = value;
    } else if (arg.startsWith('--project=')) options.project = arg.slice('--project='.length);
    else if (arg.startsWith('--owner=')) options.owner = arg.slice('--owner='.length);
    else if (arg === '--help' || arg === '-h') {
      console.log('Usage: npm run platform:import <export.json> [--project proj_storefront] [--owner usr_demo]');
      process.exit(0);
    } else if (arg.startsWith('--')) fail(`unknown option ${arg}`);
    else if (options.file) fail('give one export file');
    else options.file = arg;
  }
  return options;
}

function fail(message: string): never {
  console.error(`platform:import: ${message}`);
  process.exit(1);
}

const options = parseArgs(process.argv.slice(2));
if (!options.file) fail('give the export file: npm run platform:import <export.json> [--project proj_storefront]');
const file = resolve(options.file);
if (!existsSync(file)) fail(`no such file: ${file}`);

const dataDir = resolve(process.env.PLATFORM_DATA_DIR ?? '.platform-data');
const now = Date.now();
// The store the console would start with: seeded sessions plus earlier imports, so duplicates are refused here too.
const store = seedStore(now);
if (!store.projects.has(options.project)) fail(`unknown project ${options.project}; known: ${[...store.projects.keys()].join(', ')}`);
if (options.owner && !store.users.has(options.owner)) fail(`unknown owner ${options.owner}; known: ${[...store.users.keys()].join(', ')}`);
loadImportedSessions(store, dataDir, now, (projectId) => accountOwnerOf(store, projectId));

let json: unknown;
try {
  json = JSON.parse(readFileSync(file, 'utf8'));
} catch (error) {
  fail(`${file} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
}

const owner = options.owner ?? accountOwnerOf(store, options.project);
const result = prepareImport(store, options.project, owner, json, now);
if (!result.ok) {
  const { refusal } = result;
  if (refusal.issues && refusal.issues.length > 1) fail(`${refusal.message}\n${refusal.issues.map((issue) => `  - ${issue}`).join('\n')}`);
  fail(refusal.message);
}
const written = writeImportFile(dataDir, result.prepared, now);
const { info, messages } = result.prepared;
console.log(`Imported ${info.id} "${info.title}" (${messages.length} messages) into ${options.project}, owner ${owner}.`);
console.log(`Wrote ${written}. Restart the console (npm start) to browse it at /projects/${options.project}/sessions/${info.id}.`);
