'use client';

import { Link2 } from 'lucide-react';
import { deepLinkHash, type DeepLinkTarget } from '@/lib/timeline/deep-link';
import { CopyButton } from './copy-button';

/**
 * "Copy link" to a turn or a part: this page's URL with `#turn-…` / `#part-…`. With a mouse it appears on hover of its
 * row (`data-reveal-scope`) or on focus, in full contrast (app/globals.css); on touch screens it always shows. An icon,
 * so that it needs only a narrow gutter beside the content it links to and never lies over it.
 */
export function CopyLink({ target, label }: { target: DeepLinkTarget; label: string }) {
  return (
    <CopyButton
      label={<Link2 aria-hidden className="size-3.5" />}
      data-reveal
      getText={() => `${window.location.origin}${window.location.pathname}${window.location.search}${deepLinkHash(target)}`}
      aria-label={label}
    />
  );
}
