import type { ReactNode } from 'react';

// Lucide's icons (ISC) drawn inline, for a page's first screen that shows only a few (the session page's search,
// header and Files button), as the shell's menu button draws its own: lucide-react's runtime (1.7 KB gzipped; its
// icons are client components) would otherwise come into that page's first-load JS for them alone. Code loaded later
// (the turns, dialogs) uses lucide-react itself.

export function InlineIcon({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <svg aria-hidden viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" className={className}>
      {children}
    </svg>
  );
}

export const ArrowUpIcon = ({ className }: { className?: string }) => (
  <InlineIcon className={className}>
    <path d="m5 12 7-7 7 7" />
    <path d="M12 19V5" />
  </InlineIcon>
);

export const ArrowDownIcon = ({ className }: { className?: string }) => (
  <InlineIcon className={className}>
    <path d="M12 5v14" />
    <path d="m19 12-7 7-7-7" />
  </InlineIcon>
);

export const TrashIcon = ({ className }: { className?: string }) => (
  <InlineIcon className={className}>
    <path d="M10 11v6" />
    <path d="M14 11v6" />
    <path d="M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6" />
    <path d="M3 6h18" />
    <path d="M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2" />
  </InlineIcon>
);

export const FolderOpenIcon = ({ className }: { className?: string }) => (
  <InlineIcon className={className}>
    <path d="m6 14 1.5-2.9A2 2 0 0 1 9.24 10H20a2 2 0 0 1 1.94 2.5l-1.54 6a2 2 0 0 1-1.95 1.5H4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h3.9a2 2 0 0 1 1.69.9l.81 1.2a2 2 0 0 0 1.67.9H18a2 2 0 0 1 2 2v2" />
  </InlineIcon>
);
