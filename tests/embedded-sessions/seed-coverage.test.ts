import { beforeAll, describe, expect, it } from 'vitest';
import type { MessageWithParts, ToolPart } from '@/lib/contract/wire';
import { LONG_SESSION_MARKERS } from '@/lib/embedded/sessions/long-session';
import { classifyPart, findTurnError, getRetryInfo, parseGatewayEnvelope, toolViewModel, type Platform, type ToolViewModel } from '@/lib/sdk';
import { sessionHarness } from './harness';

const h = sessionHarness();
let api: Platform;
const all: MessageWithParts[] = [];

async function everyMessage(projectId: string, sessionId: string): Promise<MessageWithParts[]> {
  const out: MessageWithParts[] = [];
  let cursor: string | null = null;
  do {
    const page: { items: MessageWithParts[]; next_cursor: string | null } = await api.session(projectId, sessionId).messages(cursor ? { before: cursor, limit: 500 } : { limit: 500 });
    out.unshift(...page.items);
    cursor = page.next_cursor;
  } while (cursor);
  return out;
}

beforeAll(async () => {
  const read = new Set<string>();
  // The member for their private sessions (a manager does not open another user's private session), then the manager.
  for (const email of ['member@example.com', 'demo@example.com']) {
    api = await h.signIn(email);
    for (const projectId of email === 'demo@example.com' ? ['proj_storefront', 'proj_support', 'proj_pipelines'] : ['proj_storefront']) {
      for (const s of await api.project(projectId).sessions.list(email === 'demo@example.com' ? { scope: 'project' } : {})) {
        if (s.id === 'ses_long_2000' || s.id === 'ses_long_10000' || s.id === 'ses_live' || read.has(s.id)) continue;
        read.add(s.id);
        all.push(...(await everyMessage(projectId, s.id)));
      }
    }
  }
});

const parts = () => all.flatMap((m) => m.parts);
const tools = () => parts().filter((p): p is ToolPart => p.type === 'tool');
const models = (kind: ToolViewModel['kind']) => tools().map((t) => toolViewModel(t)).filter((vm) => vm.kind === kind);

describe('seeded sessions cover every part kind and tool kind', () => {
  it('has every classified part kind, including unknown', () => {
    const kinds = new Set(parts().map((p) => classifyPart(p)?.kind));
    for (const kind of ['text', 'reasoning', 'tool', 'file', 'subtask', 'patch', 'agent', 'retry', 'compaction', 'step', 'unknown']) expect(kinds).toContain(kind);
  });

  it('has every tool view-model kind, an unknown tool name and a connector-style tool', () => {
    const kinds = new Set(tools().map((t) => toolViewModel(t).kind));
    expect([...kinds].sort()).toEqual(['file-edit', 'file-read', 'file-write', 'generic', 'question', 'search', 'shell', 'task', 'todo', 'web-search']);
    expect(tools().map((t) => t.tool)).toEqual(expect.arrayContaining(['quantum_flux_calibrate', 'storefront_inventory_lookup', 'grep', 'glob', 'webfetch']));
  });

  it('has edits with real diff lines in ts, py, go, css and md', () => {
    const edits = models('file-edit') as Extract<ToolViewModel, { kind: 'file-edit' }>[];
    const exts = new Set(edits.filter((e) => (e.diff ?? []).some((l) => l.type === 'added')).map((e) => e.path.split('.').pop()));
    for (const ext of ['ts', 'py', 'go', 'css', 'md']) expect(exts).toContain(ext);
    expect(edits.every((e) => e.additions + e.deletions > 0)).toBe(true);
  });

  it('has shell output with ANSI colour and non-zero exits, reads in both formats, and a failed web search', () => {
    const shells = tools().filter((t) => t.tool === 'bash' && t.state.status === 'completed');
    expect(shells.some((t) => t.state.status === 'completed' && t.state.output.includes('\u001b['))).toBe(true);
    expect((models('shell') as Extract<ToolViewModel, { kind: 'shell' }>[]).some((s) => (s.exitCode ?? 0) !== 0)).toBe(true);
    const outputs = tools().filter((t) => t.tool === 'read' && t.state.status === 'completed').map((t) => (t.state as { output: string }).output);
    expect(outputs.some((o) => o.startsWith('<path>'))).toBe(true);
    expect(outputs.some((o) => o.startsWith('<file>\n00001| '))).toBe(true);
    expect((models('file-read') as Extract<ToolViewModel, { kind: 'file-read' }>[]).every((r) => (r.preview ?? '').length > 0)).toBe(true);
    const searches = models('web-search') as Extract<ToolViewModel, { kind: 'web-search' }>[];
    expect(searches.some((s) => s.error?.includes('rate limit'))).toBe(true);
    expect(searches.some((s) => (s.results ?? []).length > 0)).toBe(true);
  });

  it('has todos without ids, answered questions, and tasks whose child exists or failed', async () => {
    expect(tools().some((t) => t.tool === 'todowrite' && (t.state.input.todos as Array<{ id?: string }>).every((todo) => todo.id === undefined))).toBe(true);
    expect((models('question') as Extract<ToolViewModel, { kind: 'question' }>[]).some((q) => (q.answers ?? []).length > 0)).toBe(true);
    const tasks = models('task') as Extract<ToolViewModel, { kind: 'task' }>[];
    const ok = await api.session('proj_storefront', tasks.find((t) => t.result)!.sessionId!).get();
    expect(ok.parentID).toBeDefined();
    const failedTask = tools().find((t) => t.tool === 'task' && t.state.status === 'error')!;
    const failedView = toolViewModel(failedTask) as Extract<ToolViewModel, { kind: 'task' }>;
    const failedChild = await api.session('proj_storefront', failedView.sessionId!).get();
    expect(failedChild.error).toBeTruthy();
  });

  it('has retries carrying the gateway envelope, aborted and errored messages, image and PDF files, synthetic text and reasoning with time', () => {
    const retries = parts().filter((p) => p.type === 'retry') as Array<{ error: { data?: { message?: string } } }>;
    expect(retries.some((r) => parseGatewayEnvelope(r.error.data?.message)?.candidates.length)).toBe(true);
    expect(getRetryInfo({ type: 'retry', attempt: 1, message: retries[0].error.data?.message ?? '', next: 0 })?.details?.code).toBe('all_candidates_failed');
    const errors = all.map((m) => findTurnError([m])).filter(Boolean);
    expect(errors.some((e) => e!.aborted)).toBe(true);
    expect(errors.some((e) => e!.name === 'ProviderAuthError')).toBe(true);
    const files = parts().map((p) => classifyPart(p)).filter((c) => c?.kind === 'file') as Array<{ isImage: boolean; isPdf: boolean; url: string }>;
    expect(files.some((f) => f.isImage && f.url.startsWith('data:image/png;base64,'))).toBe(true);
    expect(files.some((f) => f.isPdf)).toBe(true);
    expect(parts().some((p) => p.type === 'text' && (p as { synthetic?: boolean }).synthetic)).toBe(true);
    expect(parts().some((p) => p.type === 'reasoning' && (p as { time?: { end?: number } }).time?.end)).toBe(true);
    expect(parts().some((p) => p.type === 'step-finish' && (p as { cost: number }).cost > 0)).toBe(true);
  });

  it('gives ses_long_2000 2,000 turns with its unique words in the named turns', async () => {
    const long = await everyMessage('proj_storefront', 'ses_long_2000');
    const prompts = long.filter((m) => m.info.role === 'user' && /^Turn \d+:/.test((m.parts[0] as { text: string }).text));
    expect(prompts).toHaveLength(2_000);
    for (const [turn, word] of Object.entries(LONG_SESSION_MARKERS)) {
      const hits = long.filter((m) => m.parts.some((p) => p.type === 'text' && (p as { text: string }).text.includes(word)));
      expect(hits.length).toBeGreaterThan(0);
      expect(hits.every((m) => m.parts.some((p) => (p as { text?: string }).text?.startsWith(`Turn ${turn}`)))).toBe(true);
    }
  });

  it('gives ses_long_10000 (Pipelines) 10,000 turns, about 30,000 messages, ending a day ago', async () => {
    const info = (await api.project('proj_pipelines').sessions.list()).find((s) => s.id === 'ses_long_10000');
    expect(info?.messageCount).toBeGreaterThan(29_000);
    expect(h.clock.now - info!.time.updated).toBeGreaterThanOrEqual(24 * 3_600_000);
    const newest = await api.session('proj_pipelines', 'ses_long_10000').messages({ limit: 2 });
    expect(newest.items.map((m) => (m.parts.find((p) => p.type === 'text') as { text?: string } | undefined)?.text ?? '').join(' ')).toContain('Turn 10000');
  });

  it('anchors seeded times to the platform clock', async () => {
    const list = await api.project('proj_storefront').sessions.list();
    expect(list.every((s) => s.time.updated <= h.clock.now && s.time.updated > h.clock.now - 30 * 24 * 3_600_000)).toBe(true);
    expect(list.some((s) => h.clock.now - s.time.updated < 15 * 60_000)).toBe(true);
  });
});
