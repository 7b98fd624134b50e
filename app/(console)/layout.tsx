import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { ConsoleShell } from '@/components/shell/console-shell';
import { getSignedInUserId } from '@/lib/bff/server-session';
import { getConfig } from '@/lib/config';

export default async function ConsoleLayout({ children }: { children: ReactNode }) {
  if (!(await getSignedInUserId())) redirect('/sign-in');
  return <ConsoleShell embedded={getConfig().platformApiUrl === null}>{children}</ConsoleShell>;
}
