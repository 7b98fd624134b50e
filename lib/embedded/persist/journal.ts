// The embedded platform's store on disk: an append-only journal of records (`key → JSON text`), in
// `<dataDir>/platform-store-<generation>.log`. Each append is one frame (length, CRC-32, ops) written at the end of the
// file and made durable (fdatasync) before the promise resolves; appends that arrive while one is being written go
// out together in the next frame (group commit). A crash leaves at most a torn last frame, which fails its CRC and is
// cut off at the next start, so a frame is applied whole or not at all.
//
// Compaction runs in the background once the file is much larger than its live records: the live records are written
// to a new generation's temp file a slice per event-loop turn, then the frames written meanwhile are copied after
// them, the file is synced and renamed over, and appends continue there. Requests never wait on it.
import 'server-only';
import { closeSync, existsSync, fdatasyncSync, fsyncSync, ftruncateSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';

/** The stored format. Version 1 was the single JSON file (legacy-state.ts); it is migrated on first start. */
export const STORE_FORMAT = 'platform-console/embedded-store';
export const STORE_VERSION = 2;
const HEADER = Buffer.from(`${STORE_FORMAT} ${STORE_VERSION}\n`);
const FILE = /^platform-store-(\d{8})\.log$/;
const fileName = (generation: number) => `platform-store-${String(generation).padStart(8, '0')}.log`;

/** `[key, value]`: a string sets the record; null keeps a tombstone (a seeded entry deleted); undefined drops it. */
export type Op = readonly [key: string, value: string | null | undefined];

const SET = 1;
const TOMBSTONE = 2;
const DROP = 3;

/** One frame: u32 payload length, u32 CRC-32 of the payload, then each op as kind, key and (for a set) value. */
export function encodeFrame(ops: readonly Op[]): Buffer {
  const parts: Buffer[] = [];
  let size = 0;
  for (const [key, value] of ops) {
    const k = Buffer.from(key);
    const head = Buffer.allocUnsafe(5);
    head[0] = value === undefined ? DROP : value === null ? TOMBSTONE : SET;
    head.writeUInt32LE(k.length, 1);
    parts.push(head, k);
    size += 5 + k.length;
    if (typeof value === 'string') {
      const v = Buffer.from(value);
      const len = Buffer.allocUnsafe(4);
      len.writeUInt32LE(v.length, 0);
      parts.push(len, v);
      size += 4 + v.length;
    }
  }
  const payload = Buffer.concat(parts, size);
  const header = Buffer.allocUnsafe(8);
  header.writeUInt32LE(payload.length, 0);
  header.writeUInt32LE(crc32(payload), 4);
  return Buffer.concat([header, payload]);
}

/** The frames of a journal's bytes applied to `into`; `end` is where the last whole frame ends (a torn tail is not read). */
export function decodeFrames(bytes: Buffer, start: number, into: Map<string, string | null>): { end: number; frames: number } {
  let at = start;
  let frames = 0;
  while (at + 8 <= bytes.length) {
    const length = bytes.readUInt32LE(at);
    const end = at + 8 + length;
    if (end > bytes.length) break;
    const payload = bytes.subarray(at + 8, end);
    if (crc32(payload) !== bytes.readUInt32LE(at + 4)) break;
    const ops = decodePayload(payload);
    if (!ops) break;
    for (const [key, value] of ops) {
      if (value === undefined) into.delete(key);
      else into.set(key, value);
    }
    at = end;
    frames += 1;
  }
  return { end: at, frames };
}

function decodePayload(payload: Buffer): Op[] | null {
  const ops: Op[] = [];
  let at = 0;
  while (at < payload.length) {
    if (at + 5 > payload.length) return null;
    const kind = payload[at];
    const keyLength = payload.readUInt32LE(at + 1);
    at += 5;
    if (at + keyLength > payload.length) return null;
    const key = payload.toString('utf8', at, at + keyLength);
    at += keyLength;
    if (kind === SET) {
      if (at + 4 > payload.length) return null;
      const valueLength = payload.readUInt32LE(at);
      at += 4;
      if (at + valueLength > payload.length) return null;
      ops.push([key, payload.toString('utf8', at, at + valueLength)]);
      at += valueLength;
    } else if (kind === TOMBSTONE) ops.push([key, null]);
    else if (kind === DROP) ops.push([key, undefined]);
    else return null;
  }
  return ops;
}

export class JournalFormatError extends Error {}

export interface JournalStats {
  /** Bytes of the current journal file. */
  bytes: number;
  /** Bytes the live records take (keys and values). */
  liveBytes: number;
  generation: number;
  compactions: number;
  /** Frames written since the journal was opened. */
  frames: number;
}

export interface JournalOptions {
  /** Compact once the file is larger than this many times its live bytes (and above `compactMinBytes`). */
  compactRatio?: number;
  compactMinBytes?: number;
  log?: (message: string) => void;
}

interface Waiter {
  resolve(): void;
  reject(error: unknown): void;
}
interface Pending {
  frame: Buffer;
  waiters: Waiter[];
}

/** How much of the live records one compaction turn writes before it lets requests in. */
const COMPACT_TURN_BYTES = 512 * 1024;

export class Journal {
  /** The live records: what a restart would read. */
  readonly records: Map<string, string | null>;
  private fd: number;
  private file: FileHandle | null = null;
  private generation: number;
  private bytes: number;
  private liveBytes = 0;
  private queue: Pending[] = [];
  private inflight: { pos: number; buf: Buffer; waiters: Waiter[]; superseded: boolean } | null = null;
  private pumping: Promise<void> | null = null;
  /** Frames written to the current file since a compaction began (copied after the compacted records). */
  private tail: Buffer[] | null = null;
  private compacting: Promise<void> | null = null;
  private compactions = 0;
  private frames = 0;
  private closed = false;

  private constructor(
    private readonly dir: string,
    records: Map<string, string | null>,
    generation: number,
    fd: number,
    bytes: number,
    private readonly options: Required<JournalOptions>,
  ) {
    this.records = records;
    this.generation = generation;
    this.fd = fd;
    this.bytes = bytes;
    for (const [k, v] of records) this.liveBytes += k.length + (v?.length ?? 0);
  }

  /** Whether `dir` holds a journal (else a first start, or a migration from the JSON file). */
  static exists(dir: string): boolean {
    return existsSync(dir) && readdirSync(dir).some((n) => FILE.test(n));
  }

  /**
   * Opens the newest generation in `dir` (creating the first when there is none), reads its records and cuts off a
   * torn last frame. Older generations and temp files are removed. Throws JournalFormatError when the file is not a
   * journal of this version.
   */
  static open(dir: string, options: JournalOptions = {}): { journal: Journal; truncatedBytes: number } {
    mkdirSync(dir, { recursive: true });
    const names = readdirSync(dir);
    for (const name of names) if (name.startsWith('platform-store-') && name.endsWith('.tmp')) unlinkQuiet(join(dir, name));
    const generations = names.map((n) => FILE.exec(n)?.[1]).filter((g): g is string => g !== undefined).map(Number).sort((a, b) => a - b);
    const generation = generations.at(-1) ?? 1;
    const path = join(dir, fileName(generation));
    const records = new Map<string, string | null>();
    let truncatedBytes = 0;
    let bytes: number;
    if (generations.length === 0) {
      const fd = openSync(path, 'w+');
      writeSync(fd, HEADER, 0, HEADER.length, 0);
      fdatasyncSync(fd);
      closeSync(fd);
      syncFolder(dir);
      bytes = HEADER.length;
    } else {
      const content = readFileSync(path);
      const header = content.subarray(0, HEADER.length);
      if (!header.equals(HEADER)) {
        const line = content.subarray(0, Math.min(content.length, 80)).toString('utf8').split('\n')[0];
        throw new JournalFormatError(`${fileName(generation)} starts with "${line}", this build reads "${HEADER.toString().trim()}"`);
      }
      const { end } = decodeFrames(content, HEADER.length, records);
      bytes = end;
      truncatedBytes = content.length - end;
    }
    const fd = openSync(path, 'r+');
    if (truncatedBytes > 0) {
      ftruncateSync(fd, bytes);
      fdatasyncSync(fd);
    }
    for (const old of generations.slice(0, -1)) unlinkQuiet(join(dir, fileName(old)));
    const journal = new Journal(dir, records, generation, fd, bytes, {
      compactRatio: options.compactRatio ?? 2,
      compactMinBytes: options.compactMinBytes ?? 8 * 1024 * 1024,
      log: options.log ?? ((m) => console.warn(m)),
    });
    return { journal, truncatedBytes };
  }

  /** Path of the current file (tests). */
  get path(): string {
    return join(this.dir, fileName(this.generation));
  }

  stats(): JournalStats {
    return { bytes: this.bytes, liveBytes: this.liveBytes, generation: this.generation, compactions: this.compactions, frames: this.frames };
  }

  private apply(ops: readonly Op[]): void {
    for (const [key, value] of ops) {
      const before = this.records.get(key);
      if (this.records.has(key)) this.liveBytes -= key.length + (before?.length ?? 0);
      if (value === undefined) this.records.delete(key);
      else {
        this.records.set(key, value);
        this.liveBytes += key.length + (value?.length ?? 0);
      }
    }
  }

  /**
   * Appends `ops` as one frame; resolves once it is on disk. With no ops it resolves once everything appended
   * before is on disk (a request whose changes another request's frame already carried waits for that frame).
   */
  append(ops: readonly Op[]): Promise<void> {
    if (this.closed) return Promise.reject(new Error('the store is closed'));
    if (ops.length === 0) {
      const last = this.queue.at(-1) ?? this.inflight;
      if (!last) return Promise.resolve();
      return new Promise((resolve, reject) => last.waiters.push({ resolve, reject }));
    }
    this.apply(ops);
    return new Promise((resolve, reject) => {
      this.queue.push({ frame: encodeFrame(ops), waiters: [{ resolve, reject }] });
      this.pumping ??= this.pump().finally(() => {
        this.pumping = null;
      });
    });
  }

  private async pump(): Promise<void> {
    while (this.queue.length > 0 && !this.closed) {
      const batch = this.queue.splice(0);
      const buf = batch.length === 1 ? batch[0].frame : Buffer.concat(batch.map((p) => p.frame));
      const inflight = { pos: this.bytes, buf, waiters: batch.flatMap((p) => p.waiters), superseded: false };
      this.inflight = inflight;
      this.bytes += buf.length;
      this.tail?.push(buf);
      try {
        this.file ??= await open(this.path, 'r+');
        const file = this.file;
        await file.write(buf, 0, buf.length, inflight.pos);
        await file.datasync();
        this.frames += batch.length;
        for (const w of inflight.waiters) w.resolve();
      } catch (error) {
        // Nothing after this frame was written yet: the next frame overwrites it.
        if (!inflight.superseded) this.bytes = inflight.pos;
        for (const w of inflight.waiters) (inflight.superseded ? w.resolve : w.reject)(error);
      } finally {
        if (this.inflight === inflight) this.inflight = null;
      }
      this.maybeCompact();
    }
  }

  /**
   * Appends `ops` and everything pending now, synchronously (shutdown, migration). A frame being written
   * asynchronously is written again at the same place, so nothing is left out or duplicated.
   */
  appendSync(ops: readonly Op[]): void {
    if (this.closed) return;
    this.apply(ops);
    const pending = this.queue.splice(0);
    const frames = [...(this.inflight ? [this.inflight.buf] : []), ...pending.map((p) => p.frame), ...(ops.length ? [encodeFrame(ops)] : [])];
    if (frames.length === 0) return;
    const buf = Buffer.concat(frames);
    const pos = this.inflight ? this.inflight.pos : this.bytes;
    if (this.inflight) this.inflight.superseded = true;
    const fresh = this.inflight ? frames.slice(1) : frames;
    for (const f of fresh) this.tail?.push(f);
    writeAll(this.fd, buf, pos);
    fdatasyncSync(this.fd);
    this.bytes = pos + buf.length;
    this.frames += pending.length + (ops.length ? 1 : 0);
    for (const p of pending) for (const w of p.waiters) w.resolve();
  }

  /** Resolves once nothing is queued, being written or being compacted. */
  async idle(): Promise<void> {
    while (this.pumping || this.compacting) {
      await this.pumping;
      await this.compacting;
    }
  }

  private maybeCompact(): void {
    if (this.compacting || this.closed) return;
    if (this.bytes < this.options.compactMinBytes || this.bytes < this.options.compactRatio * (this.liveBytes + HEADER.length)) return;
    void this.compact();
  }

  /** Rewrites the live records into a new generation in the background; appends go on meanwhile. */
  compact(): Promise<void> {
    this.compacting ??= this.runCompaction()
      .catch((error: unknown) => this.options.log(`[embedded platform] compaction of ${this.dir} failed (the journal is kept): ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        this.compacting = null;
        this.tail = null;
      });
    return this.compacting;
  }

  private async runCompaction(): Promise<void> {
    const next = this.generation + 1;
    const temp = join(this.dir, `${fileName(next)}.tmp`);
    this.tail = [];
    const out = await open(temp, 'w');
    let size = 0;
    try {
      await out.write(HEADER, 0, HEADER.length, 0);
      size = HEADER.length;
      // The live records as they are while this runs; the frames written meanwhile (the tail) are replayed after them.
      let ops: Op[] = [];
      let opBytes = 0;
      for (const [key, value] of this.records) {
        ops.push([key, value]);
        opBytes += key.length + (value?.length ?? 0);
        if (opBytes >= COMPACT_TURN_BYTES) {
          const frame = encodeFrame(ops);
          await out.write(frame, 0, frame.length, size);
          size += frame.length;
          ops = [];
          opBytes = 0;
        }
      }
      if (ops.length) {
        const frame = encodeFrame(ops);
        await out.write(frame, 0, frame.length, size);
        size += frame.length;
      }
      for (;;) {
        while (this.tail.length) {
          const frames = this.tail.splice(0);
          const buf = Buffer.concat(frames);
          await out.write(buf, 0, buf.length, size);
          size += buf.length;
        }
        await out.datasync();
        if (this.tail.length === 0) break;
      }
    } catch (error) {
      await out.close().catch(() => undefined);
      unlinkQuiet(temp);
      throw error;
    }
    await out.close();
    if (this.closed) {
      unlinkQuiet(temp);
      return;
    }
    // From here to the end nothing awaits: no frame can be written between the rename and the switch.
    const old = this.path;
    renameSync(temp, join(this.dir, fileName(next)));
    syncFolder(this.dir);
    const oldFd = this.fd;
    const oldFile = this.file;
    this.fd = openSync(join(this.dir, fileName(next)), 'r+');
    this.file = null;
    this.generation = next;
    this.bytes = size;
    if (this.inflight) this.inflight.superseded = true;
    // A frame still being written to the old file is already in the new one (it was in the tail).
    this.inflight = null;
    this.compactions += 1;
    closeSync(oldFd);
    void oldFile?.close().catch(() => undefined);
    unlinkQuiet(old);
  }

  /** Closes the files; later appends fail. */
  close(): void {
    if (this.closed) return;
    this.appendSync([]);
    this.closed = true;
    closeSync(this.fd);
    void this.file?.close().catch(() => undefined);
  }
}

function writeAll(fd: number, buf: Buffer, pos: number): void {
  let done = 0;
  while (done < buf.length) done += writeSync(fd, buf, done, buf.length - done, pos + done);
}

function unlinkQuiet(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    /* already gone */
  }
}

function syncFolder(dir: string): void {
  // The rename itself is durable once the folder is synced (not possible on every platform; best effort).
  try {
    const fd = openSync(dir, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    /* Windows cannot open a folder */
  }
}
