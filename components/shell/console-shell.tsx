import type { ReactNode } from 'react';
import { BrandLink } from './brand-link';
import { BrandMark } from './brand-mark';
import { Breadcrumbs } from './breadcrumbs';
import { EmbeddedNotice } from './embedded-notice';
import { EmbeddedPlatformProvider } from './embedded-platform';
import { PageContainer } from '@/components/ui/page-container';
import { MobileNav } from './mobile-nav';
import { ProjectNav } from './project-nav';
import { UserMenu } from './user-menu';

/**
 * The console's frame, rendered by the server only: its markup (skip link, top bar, sidebar, main) costs no script.
 * The parts that need the browser are client islands: the drawer button, breadcrumbs, user menu (which also holds the
 * keyboard shortcuts dialog), navigation, notice.
 */
export function ConsoleShell({ children, embedded = false }: { children: ReactNode; embedded?: boolean }) {
  return (
    <div data-shell className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:rounded focus:bg-bg focus:px-3 focus:py-2">
        Skip to content
      </a>
      <header className="flex h-14 items-center gap-2 border-b border-border px-2 md:gap-4 md:px-4">
        <MobileNav />
        <BrandMark>
          <BrandLink />
        </BrandMark>
        <Breadcrumbs />
        <div className="ml-auto shrink-0">
          <UserMenu />
        </div>
      </header>
      <div data-shell-body className="flex flex-1">
        <div className="hidden w-52 shrink-0 flex-col border-r border-border md:flex">
          <ProjectNav />
          {embedded && <EmbeddedNotice />}
        </div>
        <main id="main" className="min-w-0 flex-1 p-4 md:p-6">
          <EmbeddedPlatformProvider embedded={embedded}>
            <PageContainer>{children}</PageContainer>
          </EmbeddedPlatformProvider>
        </main>
      </div>
    </div>
  );
}
