'use client';

import Link from 'next/link';
import type { ReactNode } from 'react';
import { AccountSwitcher } from './account-switcher';
import { MobileNav } from './mobile-nav';
import { ProjectNav } from './project-nav';
import { UserMenu } from './user-menu';

export function ConsoleShell({ children }: { children: ReactNode }) {
  return (
    <div data-shell className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:rounded focus:bg-bg focus:px-3 focus:py-2">
        Skip to content
      </a>
      <header className="flex h-14 items-center gap-2 border-b border-border px-2 md:gap-4 md:px-4">
        <MobileNav />
        <Link href="/projects" className="font-semibold">
          Platform Console
        </Link>
        <AccountSwitcher />
        <div className="ml-auto">
          <UserMenu />
        </div>
      </header>
      <div data-shell-body className="flex flex-1">
        <ProjectNav className="hidden md:block" />
        <main id="main" className="min-w-0 flex-1 p-4 md:p-6">
          {children}
        </main>
      </div>
    </div>
  );
}
