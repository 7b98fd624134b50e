import type { Metadata } from 'next';
import { headers } from 'next/headers';
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
  return (
    <html lang="en">
      <body className="min-h-screen font-sans antialiased">
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}
