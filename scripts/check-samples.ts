// Runs the SDK turn helpers over every real session export in ../shared/samples/opencode (read at
// run time, never copied) and reports errors, counts, and whether every completed edit shows lines.
// Usage: npx tsx scripts/check-samples.ts [samples-dir]
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MessageWithParts, SessionExport, ToolPart } from '@/lib/contract/wire';
import {
  classifyPart,
  classifyTurn,
  collectTurnParts,
  formatCost,
  formatTranscript,
  getSessionCost,
  getTurnCost,
  getTurnError,
  getTurnStatus,
  groupMessagesIntoTurns,
  isToolPart,
  toolViewModel,
  type DiffLine,
} from '@/lib/sdk/helpers';

const here = fileURLToPath(new URL('.', import.meta.url));
const dir = resolve(process.argv[2] ?? process.env.SAMPLES_DIR ?? join(here, '../../shared/samples/opencode'));
const HEADER = /^(?:@@ -\d|Index: |={20,}$|--- |\+\+\+ )/;

interface FileReport {
  file: string;
  messages: number;
  turns: number;
  parts: number;
  kinds: Record<string, number>;
  viewModels: Record<string, number>;
  edits: { completed: number; withLines: number; failures: string[] };
  errors: string[];
  cost: string;
  transcriptChars: number;
}

function bump(counter: Record<string, number>, key: string) {
  counter[key] = (counter[key] ?? 0) + 1;
}

function attempt<T>(errors: string[], where: string, run: () => T): T | undefined {
  try {
    return run();
  } catch (error) {
    errors.push(`${where}: ${error instanceof Error ? error.message : JSON.stringify(error)}`);
    return undefined;
  }
}

function checkEdit(part: ToolPart, diff: DiffLine[] | undefined, report: FileReport) {
  report.edits.completed++;
  const added = diff?.filter((l) => l.type === 'added').length ?? 0;
  const removed = diff?.filter((l) => l.type === 'removed').length ?? 0;
  const leaks = diff?.filter((l) => l.type === 'unchanged' && HEADER.test(l.text)).length ?? 0;
  if (added + removed > 0 && leaks === 0) report.edits.withLines++;
  else report.edits.failures.push(`${part.id} (${part.tool}): +${added} -${removed}, header lines ${leaks}`);
}

function checkFile(file: string): FileReport {
  const report: FileReport = {
    file,
    messages: 0,
    turns: 0,
    parts: 0,
    kinds: {},
    viewModels: {},
    edits: { completed: 0, withLines: 0, failures: [] },
    errors: [],
    cost: '',
    transcriptChars: 0,
  };
  const data = JSON.parse(readFileSync(join(dir, file), 'utf8')) as SessionExport;
  const messages: MessageWithParts[] = Array.isArray(data.messages) ? data.messages : [];
  report.messages = messages.length;

  const turns = attempt(report.errors, 'groupMessagesIntoTurns', () => groupMessagesIntoTurns(messages)) ?? [];
  report.turns = turns.length;
  const placed = turns.reduce((n, t) => n + (t.user ? 1 : 0) + t.assistants.length, 0);
  if (placed !== messages.length) report.errors.push(`grouping placed ${placed} of ${messages.length} messages`);

  let turnCostSum = 0;
  turns.forEach((turn, index) => {
    const where = `turn ${index + 1}`;
    attempt(report.errors, `${where} classifyTurn`, () => classifyTurn(turn.assistants));
    attempt(report.errors, `${where} getTurnError`, () => getTurnError(turn));
    const parts = attempt(report.errors, `${where} collectTurnParts`, () => collectTurnParts(turn)) ?? [];
    attempt(report.errors, `${where} getTurnStatus`, () => getTurnStatus(parts));
    turnCostSum += attempt(report.errors, `${where} getTurnCost`, () => getTurnCost(parts).cost) ?? 0;
  });

  for (const message of messages) {
    for (const part of message.parts ?? []) {
      report.parts++;
      const classified = attempt(report.errors, `classifyPart ${part.id}`, () => classifyPart(part));
      if (classified) bump(report.kinds, classified.kind);
      if (!isToolPart(part)) continue;
      const model = attempt(report.errors, `toolViewModel ${part.id}`, () => toolViewModel(part));
      if (!model) continue;
      bump(report.viewModels, model.kind);
      const completed = part.state?.status === 'completed';
      if (completed && model.kind === 'file-edit') checkEdit(part, model.diff, report);
    }
  }

  const session = attempt(report.errors, 'getSessionCost', () => getSessionCost(messages));
  if (session) {
    report.cost = `${formatCost(session.cost)} over ${session.steps} steps${session.estimated ? ' (partly estimated)' : ''}`;
    if (Math.abs(session.cost - turnCostSum) > 1e-9 && session.steps > 0) {
      const turnSteps = turns.reduce((n, t) => n + getTurnCost(collectTurnParts(t)).steps, 0);
      if (turnSteps === session.steps) report.errors.push(`turn costs ${turnCostSum} ≠ session cost ${session.cost}`);
    }
  }
  const transcript = attempt(report.errors, 'formatTranscript', () =>
    formatTranscript(messages, { includeReasoning: true, title: data.info?.title }),
  );
  report.transcriptChars = transcript?.length ?? 0;
  if (transcript !== undefined && messages.length > 0 && transcript.trim() === '') report.errors.push('empty transcript');
  return report;
}

const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
const reports = files.map(checkFile);
const fmt = (counter: Record<string, number>) =>
  Object.entries(counter)
    .sort((a, b) => b[1] - a[1])
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');

for (const r of reports) {
  console.log(`\n${r.file}: ${r.messages} messages, ${r.turns} turns, ${r.parts} parts; cost ${r.cost}; transcript ${r.transcriptChars} chars`);
  console.log(`  kinds: ${fmt(r.kinds)}`);
  if (Object.keys(r.viewModels).length > 0) console.log(`  tool view models: ${fmt(r.viewModels)}`);
  if (r.edits.completed > 0) console.log(`  completed edits with added/removed lines: ${r.edits.withLines}/${r.edits.completed}`);
  for (const failure of r.edits.failures) console.log(`  ✖ edit without lines: ${failure}`);
  for (const error of r.errors) console.log(`  ✖ ${error}`);
}

const total = (pick: (r: FileReport) => number) => reports.reduce((n, r) => n + pick(r), 0);
const errors = total((r) => r.errors.length);
const editFailures = total((r) => r.edits.failures.length);
console.log(
  `\nSummary: ${reports.length} files, ${total((r) => r.messages)} messages, ${total((r) => r.turns)} turns, ` +
    `${total((r) => r.parts)} parts; errors ${errors}; completed edits with lines ` +
    `${total((r) => r.edits.withLines)}/${total((r) => r.edits.completed)}`,
);
process.exit(errors > 0 || editFailures > 0 || reports.length === 0 ? 1 : 0);
