// `ses_long_2000` (and `ses_long_10000`, the same pattern five times longer): sessions for performance work, built on
// first access. Every turn is a user prompt, an
// assistant step with one tool (a rotating mix of shell, read, edit, search, write, fetch and todo) and an answer.
// Unique words for search: "needle-in-turn-137" (turn 137), "aardvark-bootstrap" (turn 5), "quokka-migration"
// (turn 1024) and "zebra-checksum" (turn 1999); turn numbers are 1-based.
import 'server-only';
import type { MessageWithParts } from '@/lib/contract/wire';
import { ansi, MODELS, SessionBuilder, stepCost, wireTokens, type AssistantBuilder, type TokenInit } from './builders';

export const LONG_SESSION_ID = 'ses_long_2000';
export const LONG_SESSION_TURNS = 2_000;
/** Time between two turns' prompts. */
export const LONG_TURN_SPACING_MS = 2 * 60_000;

export const LONG_SESSION_MARKERS: Record<number, string> = {
  5: 'aardvark-bootstrap',
  137: 'needle-in-turn-137',
  1024: 'quokka-migration',
  1999: 'zebra-checksum',
};

const AREAS = ['checkout', 'catalog', 'search', 'cart', 'accounts', 'payments', 'shipping', 'reviews'];
const PROMPTS = [
  (area: string) => `Move the ${area} module to the shared packages folder and fix the imports.`,
  (area: string) => `Add unit tests for the ${area} helpers that have none.`,
  (area: string) => `The ${area} page logs a React key warning; find and fix it.`,
  (area: string) => `Rename the ${area} feature flags to the new naming scheme.`,
  (area: string) => `Replace the deprecated date helpers in ${area} with date-fns.`,
];

const EDITS: Array<{ ext: string; before: (n: number) => string; after: (n: number) => string }> = [
  {
    ext: 'ts',
    before: (n) => `export function limit${n}(items: string[]) {\n  return items.slice(0, 10);\n}\n`,
    after: (n) => `export const DEFAULT_LIMIT = 10;\n\nexport function limit${n}(items: readonly string[], max = DEFAULT_LIMIT) {\n  return items.slice(0, max);\n}\n`,
  },
  {
    ext: 'py',
    before: (n) => `def batch_${n}(rows):\n    return [rows[i:i + 100] for i in range(0, len(rows), 100)]\n`,
    after: (n) => `BATCH_SIZE = 100\n\n\ndef batch_${n}(rows, size=BATCH_SIZE):\n    return [rows[i:i + size] for i in range(0, len(rows), size)]\n`,
  },
  {
    ext: 'go',
    before: (n) => `func Retry${n}(f func() error) error {\n\treturn f()\n}\n`,
    after: (n) => `func Retry${n}(f func() error) error {\n\tvar err error\n\tfor i := 0; i < 3; i++ {\n\t\tif err = f(); err == nil {\n\t\t\treturn nil\n\t\t}\n\t}\n\treturn err\n}\n`,
  },
  {
    ext: 'css',
    before: (n) => `.panel-${n} {\n  margin: 8px;\n}\n`,
    after: (n) => `.panel-${n} {\n  margin: 8px;\n  padding: 12px;\n  border-radius: 6px;\n}\n`,
  },
  {
    ext: 'md',
    before: (n) => `## Step ${n}\n\nTODO: describe.\n`,
    after: (n) => `## Step ${n}\n\nMoves the module and updates imports. Run \`npm test\` afterwards.\n`,
  },
];

function toolFor(a: AssistantBuilder, turn: number, area: string): void {
  const path = `packages/${area}/src/part-${turn}`;
  switch (turn % 8) {
    case 0: {
      const ok = turn % 3 !== 0;
      a.bash(
        `npm test -- ${area}`,
        ok
          ? `${ansi.green('✓')} ${area} (${(turn % 17) + 3} tests) ${turn % 40}ms\n\n${ansi.bold('Tests')}  ${ansi.green(`${(turn % 17) + 3} passed`)}`
          : `${ansi.red('×')} ${area} › handles empty input\n  → expected [] to equal [ 'x' ]\n\n${ansi.bold('Tests')}  ${ansi.red('1 failed')} | ${ansi.green('4 passed')}`,
        { exit: ok ? 0 : 1, description: `Run the ${area} tests` },
      );
      return;
    }
    case 1:
      a.read(`/workspace/storefront/${path}.ts`, `// ${area} part ${turn}\nexport const id = ${turn};\nexport const area = '${area}';`, turn % 2 === 0 ? 'new' : 'old');
      return;
    case 2:
    case 5: {
      const edit = EDITS[turn % EDITS.length];
      a.edit(`${path}.${edit.ext}`, edit.before(turn), edit.after(turn));
      return;
    }
    case 3:
      a.grep(`from '\\.\\./${area}`, [`${path}.ts:1: import { x } from '../${area}';`, `packages/app/src/routes.ts:${turn % 90}: import '../${area}';`]);
      return;
    case 4:
      a.glob(`packages/${area}/**/*.test.ts`, [`packages/${area}/src/index.test.ts`, `packages/${area}/src/part-${turn}.test.ts`]);
      return;
    case 6:
      a.write(`${path}.test.ts`, `import { expect, it } from 'vitest';\n\nit('part ${turn}', () => {\n  expect(${turn}).toBe(${turn});\n});\n`);
      return;
    default:
      a.todo([
        { id: `t${turn}a`, content: `Move ${area}`, status: 'completed', priority: 'high' },
        { id: `t${turn}b`, content: `Fix ${area} imports`, status: turn % 2 ? 'in_progress' : 'completed', priority: 'medium' },
      ]);
  }
}

export const HUGE_SESSION_ID = 'ses_long_10000';
export const HUGE_SESSION_TURNS = 10_000;

/** How many turns `longSessionSteps` builds between two yields (a few ms of work, so a request never waits long). */
const TURNS_PER_STEP = 25;

export function buildLongSession(start: number, id = LONG_SESSION_ID, turns = LONG_SESSION_TURNS): MessageWithParts[] {
  const steps = longSessionSteps(start, id, turns);
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

/**
 * What a long session's summary counts, without the rest: per turn its prompt and its two steps' cost and tokens
 * (priced as `stepFinish` prices them), and the compaction prompts (not numbered). The compaction summaries cost
 * nothing and are left out. Checked against the whole session in tests/embedded-sessions/long-session-pages.test.ts.
 */
export function longSessionCounted(turns: number): MessageWithParts[] {
  const model = MODELS.sonnet;
  const step = (tokens: TokenInit) => {
    const wire = wireTokens(tokens);
    return { info: { role: 'assistant', modelID: model.modelID, providerID: model.providerID }, parts: [{ type: 'step-finish', cost: stepCost(wire, model), tokens: wire }] };
  };
  const counted: unknown[] = [];
  for (let turn = 1; turn <= turns; turn++) {
    const [toolStep, answerStep] = turnTokens(turn);
    counted.push({ info: { role: 'user' }, parts: [] }, step(toolStep), step(answerStep));
    if (compactsAfter(turn, turns)) counted.push({ info: { role: 'user' }, parts: [{ type: 'compaction', auto: true, overflow: false }] });
  }
  return counted as MessageWithParts[];
}

export function longSessionBuilder(id: string, start: number): SessionBuilder {
  return new SessionBuilder(id, start, { agent: 'build', model: MODELS.sonnet, cwd: '/workspace/storefront' });
}

/** `buildLongSession` as steps: yields after every `TURNS_PER_STEP` turns, returns the messages (see `stepwiseSource`). */
export function* longSessionSteps(start: number, id = LONG_SESSION_ID, turns = LONG_SESSION_TURNS): Generator<void, MessageWithParts[]> {
  const b = longSessionBuilder(id, start);
  for (let turn = 1; turn <= turns; turn++) {
    emitLongTurn(b, start, turn, turns);
    if (turn % TURNS_PER_STEP === 0 && turn < turns) yield;
  }
  return b.messages;
}

/** Whether turn `turn` of `turns` ends with a compaction (a prompt and a summary after the answer). */
export function compactsAfter(turn: number, turns: number): boolean {
  return turn % 400 === 0 && turn < turns;
}

/** The token counts of a turn's two steps (the tool step, then the answer). */
function turnTokens(turn: number): [TokenInit, TokenInit] {
  return [
    { input: 4_000 + (turn % 97) * 40, output: 150 + (turn % 31) * 10, cacheRead: 2_000 + (turn % 13) * 500 },
    { input: 4_300 + (turn % 97) * 40, output: 60 + (turn % 11) * 5, cacheRead: 2_500 },
  ];
}

/**
 * Turn `turn` (1-based) of a generated long session, appended to `b`. The builder's clock is set from `start` and the
 * turn number, so a turn depends only on the ids handed out before it (`SessionBuilder.seek`).
 */
export function emitLongTurn(b: SessionBuilder, start: number, turn: number, turns: number): void {
  const area = AREAS[turn % AREAS.length];
  b.t = start + (turn - 1) * LONG_TURN_SPACING_MS;
  const marker = LONG_SESSION_MARKERS[turn];
  const prompt = PROMPTS[turn % PROMPTS.length](area) + (marker ? ` Tag this change ${marker} in the commit message.` : '');
  const [toolStep, answerStep] = turnTokens(turn);
  b.user(`Turn ${turn}: ${prompt}`, { gapMs: 0 });
  b.assistant(
    (a) => {
      a.stepStart();
      if (turn % 4 === 0) a.reasoning(`**Planning turn ${turn}**\n\nCheck the ${area} imports first, then change the smallest set of files.`, 1_500 + (turn % 7) * 300);
      if (turn % 50 === 0) a.retry(1, { name: 'APIError', data: { message: 'Provider is overloaded, retrying shortly' } });
      toolFor(a, turn, area);
      a.stepFinish(toolStep, 'tool-calls');
    },
    { finish: 'tool-calls' },
  );
  b.assistant((a) => {
    a.stepStart();
    const code = turn % 5 === 0 ? `\n\n\`\`\`ts\nimport { ${area} } from '@storefront/${area}';\n\`\`\`` : '';
    a.text(`Turn ${turn} done: updated the **${area}** module${marker ? ` (${marker})` : ''}.${code}`);
    a.stepFinish(answerStep);
  });
  if (compactsAfter(turn, turns)) {
    b.user(`Compact the context after turn ${turn}.`, { gapMs: 1_000 });
    const m = b.messages[b.messages.length - 1];
    m.parts.push(b.stamp(m.info.id, { type: 'compaction', auto: true, overflow: false }));
    const summary = b.assistant((a) => a.text(`Summary of turns 1–${turn}: modules moved, imports fixed, tests added.`));
    Object.assign(summary.info, { summary: true });
  }
}
