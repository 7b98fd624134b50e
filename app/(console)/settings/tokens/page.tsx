import type { Metadata } from 'next';
import { PersonalTokensPage } from '@/components/access/personal-tokens-page';

export const metadata: Metadata = { title: 'Personal API keys' };

export default function TokensPage() {
  return <PersonalTokensPage />;
}
