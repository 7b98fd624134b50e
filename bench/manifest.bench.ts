// parseManifest on a generated 1,000-line v2 manifest (goal: ≤ 5 ms median), next to YAML reading alone
// (both parsers), zod validation alone and ajv against manifestJsonSchema(2) on the same parsed object.
import Ajv from 'ajv';
import { stringify as toToml } from 'smol-toml';
import { parseDocument } from 'yaml';
import { manifestJsonSchema, manifestV2Schema, parseManifest } from '@/lib/manifest';
import { readYaml } from '@/lib/manifest/positions-yaml';
import { fastYamlData } from '@/lib/manifest/yaml-fast';
import { sample, summarize } from './sample';

const TARGET_LINES = 1000;
const WARMUP = 30;
const RUNS = 200;

/** A realistic manifest: agents, sandbox templates, triggers, connectors and apps, in the usual proportions. */
export function generateManifest(): string {
  const out = [
    '# Generated benchmark manifest',
    'platform_version: 2',
    'default_agent: agent-0',
    'runtime: <runtime_a>',
    'project:',
    '  name: Benchmark project',
    '  description: A large manifest for timing',
    'env:',
    '  required: [OPENAI_API_KEY, DATABASE_URL]',
    '  optional: [SENTRY_DSN]',
    'agent_runtime:',
    '  config_dir: .agent/config',
    'sandbox:',
    '  default: base-0',
    '  templates:',
  ];
  for (let i = 0; i < 10; i++) {
    out.push(`    - slug: base-${i}`, `      name: Base ${i}`, i % 2 ? `      dockerfile: docker/base-${i}/Dockerfile` : `      image: ghcr.io/acme/base:${i}`, '      cpu: 2', '      memory: 4', '      disk: 20');
  }
  const sections: Array<(i: number) => string[]> = [
    (i) => [
      `  agent-${i}:`,
      '    enabled: true',
      `    sandbox: base-${i % 10}`,
      '    connectors: [github, linear, docs]',
      '    connectors_required: [github]',
      '    secrets: [OPENAI_API_KEY, DATABASE_URL]',
      '    skills: all',
      '    platform_cli: [project.read, project.session.start, project.trigger.fire, project.cr.open]',
      `    workspace: ${['runtime', 'read', 'branch'][i % 3]}`,
    ],
    (i) => [
      `  - slug: trigger-${i}`,
      `    name: Trigger ${i}`,
      `    type: ${['cron', 'webhook', 'monitor'][i % 3]}`,
      `    agent: agent-${i % 20}`,
      '    enabled: "yes"',
      '    session_mode: fresh',
      '    prompt: Check the nightly build and report regressions.',
      ...[['    cron: "0 3 * * *"', '    timezone: Europe/Paris'], ['    secret_env: WEBHOOK_SECRET', '    filter: {event: push}'], ['    run: ./scripts/probe.sh --quiet', '    mode: poll', '    interval: 5m']][i % 3],
    ],
    (i) => [
      `  - slug: connector-${i}`,
      `    name: Connector ${i}`,
      '    provider: http',
      `    base_url: https://api${i}.example.com/v1`,
      '    authorization_strategy: project',
      '    credential: shared',
      '    auth: {type: bearer}',
      '    headers:',
      '      X-Team: platform',
      `      X-Request-Source: console-${i}`,
      '    policies:',
      '      - {match: "delete_*", action: block}',
      '      - {match: "*", action: require_approval}',
    ],
    (i) => [
      `  app-${i}:`,
      `    path: apps/app-${i}`,
      '    type: bundle',
      '    command: [node, server.js]',
      `    port: ${3000 + i}`,
      '    root: .',
      '    output_dir: dist',
      '    install_command: npm ci',
      '    build_command: npm run build',
      '    spa: true',
      '    readiness_path: /healthz',
      '    idle_timeout_seconds: 900',
      '    monthly_budget_usd: 25',
      '    resources: {cpu: 2, memory_gb: 4, disk_gb: 20}',
    ],
  ];
  const blocks: string[][] = [['agents:'], ['triggers:'], ['connectors:'], ['apps:']];
  const counts = [0, 0, 0, 0];
  let lines = out.length + blocks.length;
  for (let turn = 0; lines < TARGET_LINES; turn = (turn + 1) % 4) {
    const block = sections[turn](counts[turn]++);
    blocks[turn].push(...block);
    lines += block.length;
  }
  return [...out, ...blocks.flat()].join('\n') + '\n';
}

function measure(label: string, run: () => unknown): number {
  const { median, p95, min } = summarize(sample(run, { warmup: WARMUP, runs: RUNS }));
  console.log(`${label.padEnd(46)} median ${median.toFixed(3)} ms   p95 ${p95.toFixed(3)} ms   min ${min.toFixed(3)} ms`);
  return median;
}

export default async function manifestBench(): Promise<void> {
  const yaml = generateManifest();
  const first = parseManifest(yaml);
  if (!first.ok || first.diagnostics.length > 0) {
    throw new Error(`benchmark manifest must be valid: ${JSON.stringify(first.diagnostics.slice(0, 3))}`);
  }
  const data = parseDocument(yaml).toJS() as Record<string, unknown>;
  const toml = toToml(data);
  const broken = yaml.replace(/port: 30(\d)(\d)/g, (_, a: string, b: string) => (b === '0' ? 'port: 8080' : `port: 30${a}${b}`));
  const brokenResult = parseManifest(broken);
  const validate = new Ajv({ allErrors: true }).compile(manifestJsonSchema(2));
  if (!validate(data)) throw new Error(`ajv rejects the benchmark manifest: ${JSON.stringify(validate.errors?.slice(0, 3))}`);

  console.log(
    `manifest: ${yaml.split('\n').length - 1} lines of YAML (${(yaml.length / 1024).toFixed(1)} KiB), ${toml.split('\n').length - 1} lines as TOML; ${WARMUP} warm-up + ${RUNS} timed runs each`,
  );
  const full = measure('parseManifest (YAML: parse + validate)', () => parseManifest(yaml));
  if (!fastYamlData(yaml)) throw new Error('the benchmark manifest should take the fast YAML path');
  measure('  YAML read alone, fast path (js-yaml)', () => fastYamlData(yaml));
  measure('  YAML read alone, yaml package (Document)', () => parseDocument(yaml).toJS());
  measure('  zod validation alone (manifestV2Schema)', () => manifestV2Schema.safeParse(data));
  measure('  ajv validation, manifestJsonSchema(2)', () => validate(data));
  measure('parseManifest (TOML, same manifest)', () => parseManifest(toml, { format: 'toml' }));
  const withErrors = measure(`parseManifest (YAML, ${brokenResult.diagnostics.length} errors, positions)`, () => parseManifest(broken));
  // The peer: the same errors placed through the yaml Document, as before the line scanner.
  const documentPlaced = measure('  same errors placed via the yaml Document', () => {
    const positions = readYaml(broken).positions;
    for (const d of brokenResult.diagnostics) positions.locate(d.path, 'value');
  });
  console.log(`goal ≤ 5 ms median for parseManifest on 1,000 lines: ${full <= 5 ? 'met' : 'NOT met'} (${full.toFixed(3)} ms)`);
  console.log(
    `goal: errors ≤ 5 ms and errors/clean ≤ 2×: ${withErrors <= 5 && withErrors / full <= 2 ? 'met' : 'NOT met'} (${withErrors.toFixed(3)} ms, ${(withErrors / full).toFixed(2)}×; via the Document alone ${documentPlaced.toFixed(3)} ms)`,
  );
}
