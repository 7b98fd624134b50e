import type { Metadata } from 'next';
import { SessionRefused } from '@/components/timeline/session-refused';

export const metadata: Metadata = { title: 'Session not found' };

/** `notFound()` from the session page: a real 404 inside the console (the page knows the project from the URL). */
export default function SessionNotFound() {
  return <SessionRefused kind={404} />;
}
