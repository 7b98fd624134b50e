import type { Metadata } from 'next';
import { cookies, headers } from 'next/headers';
import type { ReactNode } from 'react';
import { Providers } from '@/components/providers';
import './globals.css';

export const metadata: Metadata = {
  title: { default: 'Platform Console', template: '%s · Platform Console' },
  description: 'Sessions, access and routing for your agent platform projects',
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Read per request: Next nonces its scripts from the proxy's CSP, which needs every page rendered per request.
  await headers();
  const theme = (await cookies()).get('console-theme')?.value;
  return (
    // The user's theme choice (components/ui/theme.ts), rendered by the server so that the first paint has it.
    <html lang="en" data-theme={theme === 'light' || theme === 'dark' ? theme : undefined}>
      <body className="min-h-screen font-sans antialiased">
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}
