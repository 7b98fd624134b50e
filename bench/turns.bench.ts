// Grouping + classifying a generated 20,000-part session, and the tool view models of its tool parts (goals: ≤ 10 ms
// median each on the 2-core box).
import type { MessageWithParts, Part } from '@/lib/contract/wire';
import { classifyTurn, groupMessagesIntoTurns, toolViewModel } from '@/lib/sdk/helpers';
import { importAtRef } from './git-ref';
import { sample, summarize, type Summary } from './sample';

const TARGET_PARTS = 20_000;
const WARMUP = 5;
const RUNS = 30;

const PATCH = [
  '--- a/src/app.ts',
  '+++ b/src/app.ts',
  '@@ -10,4 +10,5 @@',
  ' function main() {',
  '-  run(1);',
  '+  run(2);',
  '+  log();',
  '   return 0;',
  ' }',
  '',
].join('\n');

/** A session shaped like real ones: turns of 4 assistant messages, each a step with reasoning, tools and text. */
export function generateSession(): MessageWithParts[] {
  const messages: MessageWithParts[] = [];
  let parts = 0;
  let n = 0;
  const id = (prefix: string) => `${prefix}_${String(n++).padStart(8, '0')}`;
  while (parts < TARGET_PARTS) {
    const userId = id('msg');
    messages.push({
      info: { id: userId, sessionID: 'ses_bench', role: 'user', time: { created: n } },
      parts: [{ id: id('prt'), sessionID: 'ses_bench', messageID: userId, type: 'text', text: `Request ${n}: change the app.` }],
    });
    parts += 1;
    for (let a = 0; a < 4 && parts < TARGET_PARTS; a++) {
      const messageID = id('msg');
      const base = { sessionID: 'ses_bench', messageID };
      const tools: Part[] = [
        { ...base, id: id('prt'), type: 'tool', callID: id('call'), tool: 'bash', state: { status: 'completed', input: { command: 'npm test' }, output: 'ok\n'.repeat(20), title: 'Run tests', metadata: { exit: 0 }, time: { start: 1, end: 2 } } },
        { ...base, id: id('prt'), type: 'tool', callID: id('call'), tool: 'read', state: { status: 'completed', input: { filePath: '/w/src/app.ts' }, output: '<path>/w/src/app.ts</path>\n<type>file</type>\n<content>\n1: a\n2: b\n</content>', title: 'app.ts', metadata: {}, time: { start: 1, end: 2 } } },
        { ...base, id: id('prt'), type: 'tool', callID: id('call'), tool: 'edit', state: { status: 'completed', input: { filePath: '/w/src/app.ts', oldString: 'run(1)', newString: 'run(2)' }, output: 'Edit applied successfully.', title: 'app.ts', metadata: { diff: PATCH, filediff: { file: '/w/src/app.ts', patch: PATCH, additions: 2, deletions: 1 } }, time: { start: 1, end: 2 } } },
        { ...base, id: id('prt'), type: 'tool', callID: id('call'), tool: 'web_search', state: { status: 'completed', input: { query: 'q' }, output: JSON.stringify({ success: true, results: [{ title: 't', url: 'https://x.dev' }] }), title: 'q', metadata: {}, time: { start: 1, end: 2 } } },
      ];
      const messageParts: Part[] = [
        { ...base, id: id('prt'), type: 'step-start', snapshot: 'abc' },
        { ...base, id: id('prt'), type: 'reasoning', text: '**Plan** look at the code first.' },
        ...tools,
        { ...base, id: id('prt'), type: 'text', text: 'Changed the call and added logging.' },
        { ...base, id: id('prt'), type: 'step-finish', reason: 'tool-calls', cost: 0.001, tokens: { input: 1000, output: 100, reasoning: 10, cache: { read: 500, write: 0 } } },
      ];
      messages.push({
        info: { id: messageID, sessionID: 'ses_bench', role: 'assistant', parentID: userId, time: { created: n, completed: n + 1 }, modelID: 'claude-sonnet-4-5', providerID: 'anthropic' },
        parts: messageParts,
      });
      parts += messageParts.length;
    }
  }
  return messages;
}

function measure(run: () => void): Summary {
  return summarize(sample(run, { warmup: WARMUP, runs: RUNS }));
}

const ms = (v: number) => `${v.toFixed(2)} ms`;

/** CPU milliseconds (user + system, `process.cpuUsage`) of each run: moves far less than wall time with neighbours. */
function cpuSamples(run: () => void): number[] {
  for (let i = 0; i < WARMUP; i++) run();
  return Array.from({ length: RUNS }, () => {
    const start = process.cpuUsage();
    run();
    const used = process.cpuUsage(start);
    return (used.user + used.system) / 1000;
  });
}

type Build = (part: unknown) => { kind: string };

/** Every field of a model read, as a timeline that opens every tool body would. */
const readEveryField = (part: unknown) => ({ ...toolViewModel(part) });

/**
 * The view models interleaved run by run, so that load hits them alike: today's `toolViewModel`, today's with every
 * field read, and, with `BENCH_REF=<git ref>`, that commit's `toolViewModel` (bench/git-ref.ts).
 */
async function measureViewModels(messages: MessageWithParts[]): Promise<void> {
  const tools = messages.flatMap((m) => m.parts.filter((p) => p.type === 'tool'));
  const peers: Array<readonly [string, Build]> = [
    ['toolViewModel (lazy fields)', toolViewModel],
    ['toolViewModel, every field read', readEveryField],
  ];
  const ref = process.env.BENCH_REF;
  if (ref) {
    const old = await importAtRef<{ toolViewModel: Build }>(ref, 'lib/sdk', 'lib/sdk/helpers.ts');
    peers.unshift([`toolViewModel at ${ref}`, old.toolViewModel]);
  }
  const wall = peers.map(() => [] as number[]);
  const cpu = peers.map(() => [] as number[]);
  let sink = 0;
  for (let round = 0; round < WARMUP + RUNS; round++) {
    peers.forEach(([, build], i) => {
      const started = performance.now();
      const usage = process.cpuUsage();
      for (const part of tools) sink += build(part).kind.length;
      const used = process.cpuUsage(usage);
      if (round < WARMUP) return;
      wall[i].push(performance.now() - started);
      cpu[i].push((used.user + used.system) / 1000);
    });
  }
  if (sink < 0) console.log(sink);
  console.log(`view models of ${tools.length} tool parts, old and new interleaved (${RUNS} rounds):`);
  peers.forEach(([label], i) => {
    const w = summarize(wall[i]);
    const c = summarize(cpu[i]);
    console.log(`  ${label}: CPU median ${ms(c.median)}, p95 ${ms(c.p95)}; wall median ${ms(w.median)}, p95 ${ms(w.p95)}`);
  });
}

function measureSession(messages: MessageWithParts[]): { grouping: Summary; groupOnly: Summary; viewModels: Summary } {
  let sink = 0;
  const grouping = measure(() => {
    const turns = groupMessagesIntoTurns(messages);
    for (const turn of turns) sink += classifyTurn(turn.assistants).parts.length;
  });
  const groupOnly = measure(() => {
    sink += groupMessagesIntoTurns(messages).length;
  });
  const viewModels = measure(() => {
    for (const message of messages) for (const part of message.parts) if (part.type === 'tool') sink += toolViewModel(part).kind.length;
  });
  if (sink < 0) console.log(sink);
  return { grouping, groupOnly, viewModels };
}

export default async function turnsBench(): Promise<void> {
  const literals = generateSession();
  // What the console works on: messages as they arrive, parsed from JSON (fetch, the event stream).
  const wire = JSON.parse(JSON.stringify(literals)) as MessageWithParts[];
  const partCount = wire.reduce((n, m) => n + m.parts.length, 0);
  console.log(`session: ${wire.length} messages, ${partCount} parts; ${WARMUP} warm-up runs, ${RUNS} measured runs`);
  for (const [label, messages] of [['wire (JSON-parsed)', wire], ['object literals (spread-built, as measured before 2026-11-24)', literals]] as const) {
    const { grouping, groupOnly, viewModels } = measureSession(messages);
    console.log(`\n${label}`);
    console.log(`group + classify: median ${ms(grouping.median)}, p95 ${ms(grouping.p95)}, min ${ms(grouping.min)}, max ${ms(grouping.max)} (goal ≤ 10 ms)`);
    console.log(`group only:       median ${ms(groupOnly.median)}, p95 ${ms(groupOnly.p95)}`);
    console.log(`toolViewModel over every tool part: median ${ms(viewModels.median)}, p95 ${ms(viewModels.p95)} (goal ≤ 10 ms)`);
  }
  console.log(`\ngroup + classify, CPU median ${ms(summarize(cpuSamples(() => groupMessagesIntoTurns(wire).forEach((turn) => classifyTurn(turn.assistants)))).median)} (wire)`);
  console.log();
  await measureViewModels(wire);
}
