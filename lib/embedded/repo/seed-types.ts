import 'server-only';

/** One commit of a seeded history: the files it writes (full content) or deletes (null). */
export interface SeedCommit {
  message: string;
  author: string;
  at: string;
  files: Record<string, string | null>;
}
