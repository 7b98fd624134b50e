// The session timeline's pure work on the 2,000-turn seeded session (6,000+ messages): grouping, the
// search index and a query, and the live merge of a re-read newest page.
import { groupMessagesIntoTurns } from '@/lib/sdk/turns';
import { buildLongSession } from '@/lib/embedded/sessions/long-session';
import { applyPage, mergeMessages } from '@/lib/sdk/message-window';
import { buildSearchIndex, searchIndex } from '@/lib/timeline/search';
import { summarize, timeOnce as time } from './sample';

const RUNS = 20;

function stats(samples: number[]): string {
  const { median, p95, min } = summarize(samples);
  return `median ${median.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms, min ${min.toFixed(2)} ms`;
}

export default async function timelineBench(): Promise<void> {
  const messages = buildLongSession(Date.UTC(2026, 10, 1));
  console.log(`session: ${messages.length} messages, ${messages.reduce((n, m) => n + m.parts.length, 0)} parts`);

  const group: number[] = [];
  const indexCold: number[] = [];
  const indexWarm: number[] = [];
  const query: number[] = [];
  const merge: number[] = [];
  const prepend: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    // Fresh objects each run: the search index caches per message object.
    const copy = structuredClone(messages);
    let turns = groupMessagesIntoTurns(copy);
    group.push(time(() => (turns = groupMessagesIntoTurns(copy))));
    let index = buildSearchIndex([]);
    indexCold.push(time(() => (index = buildSearchIndex(turns))));
    indexWarm.push(time(() => (index = buildSearchIndex(turns))));
    let hits = 0;
    query.push(time(() => (hits = searchIndex(index, 'needle-in-turn-137').total)));
    if (hits !== 2) throw new Error(`expected 2 hits, got ${hits}`);
    // A live poll: the newest 50 messages re-read (new objects, same content, the last one grown).
    const tail = structuredClone(copy.slice(-50));
    tail[tail.length - 1].parts.push({ ...tail[tail.length - 1].parts[0], id: 'prt_zz_new' });
    merge.push(time(() => void mergeMessages(copy, tail, 'newer')));
    // An older page of 500 in front of the newest 1,000.
    const window = { items: copy.slice(-1000), olderCursor: copy[copy.length - 1000].info.id };
    const older = { items: copy.slice(-1500, -1000), next_cursor: copy[copy.length - 1500].info.id };
    prepend.push(time(() => void applyPage(window, older, 'older')));
  }
  console.log(`groupMessagesIntoTurns (all turns): ${stats(group)}`);
  console.log(`search index, first build (classifies every part): ${stats(indexCold)}`);
  console.log(`search index, rebuilt after a page arrives (per-message cache): ${stats(indexWarm)}`);
  console.log(`search query over every turn: ${stats(query)}`);
  console.log(`live merge of a re-read newest page (50) into ${messages.length}: ${stats(merge)}`);
  console.log(`older page (500) merged in front of 1,000: ${stats(prepend)}`);
}
