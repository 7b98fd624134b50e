import 'server-only';
import { getConfig } from '@/lib/config';

/** The demo outbox page (app/dev/mail), which exists only on the embedded platform; null with a real platform. */
export function demoOutboxHref(): string | null {
  return getConfig().platformApiUrl === null ? '/dev/mail' : null;
}
