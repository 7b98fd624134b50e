'use client';

import { deepLinkHash, type DeepLinkTarget } from '@/lib/timeline/deep-link';
import { CopyButton } from './copy-button';

/** "Copy link" to a turn or a part: this page's URL with `#turn-…` / `#part-…`. */
export function CopyLink({ target, label }: { target: DeepLinkTarget; label: string }) {
  return (
    <CopyButton
      label="Copy link"
      className="opacity-60 hover:opacity-100 focus-visible:opacity-100"
      getText={() => `${window.location.origin}${window.location.pathname}${window.location.search}${deepLinkHash(target)}`}
      aria-label={label}
    />
  );
}
