import type { ReactNode } from 'react';

/**
 * The one content-width rule of the console: every page's content fills the main area up to 72rem and is centred
 * beyond that. Pages never set their own max width; a narrow form limits its fields, not the page.
 */
export function PageContainer({ children }: { children: ReactNode }) {
  return (
    <div data-page-container className="mx-auto w-full min-w-0 max-w-6xl">
      {children}
    </div>
  );
}
