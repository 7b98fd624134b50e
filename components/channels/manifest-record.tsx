import Link from 'next/link';
import type { ChannelManifestRecord } from '@/lib/contract/types-channels';
import { shortSha } from '@/lib/format/sha';

/** Where the manifest records the channel, and the commit of its last change. */
export function ManifestRecord({ projectId, record }: { projectId: string; record: ChannelManifestRecord }) {
  return (
    <p className="text-xs text-fg-muted" data-manifest-entry={record.entry ?? ''}>
      {record.entry ? (
        <>Recorded in <code>{record.path}</code> as <code>{record.entry}</code>.</>
      ) : record.path ? (
        <>Not in <code>{record.path}</code>.</>
      ) : (
        <>This project has no manifest to record the channel in.</>
      )}
      {record.commit && (
        <> Last change: commit <code>{shortSha(record.commit)}</code> (<Link href={`/projects/${encodeURIComponent(projectId)}/manifest`} className="underline underline-offset-2">manifest</Link>).</>
      )}
    </p>
  );
}
