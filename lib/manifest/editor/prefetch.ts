import type { FileContent, FileEntry } from '@/lib/contract/types-repo';
import type { ProjectDetail } from '@/lib/contract/types';

/** The manifest page's first screen, read on the server (lib/bff/manifest-prefetch.ts). */
export interface ManifestPrefetch {
  detail: ProjectDetail;
  files: FileEntry[];
  file: FileContent;
  /** When it was read (react-query's `initialDataUpdatedAt`). */
  at: number;
}
