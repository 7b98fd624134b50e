import type { Metadata } from 'next';
import { SessionRefused } from '@/components/timeline/session-refused';

export const metadata: Metadata = { title: 'No access to sessions' };

/** `forbidden()` from the session page: a real 403 inside the console. */
export default function SessionForbidden() {
  return <SessionRefused kind={403} />;
}
