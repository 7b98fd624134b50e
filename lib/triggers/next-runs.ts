import { Cron } from 'croner';

/** The next `count` run times of a cron expression in a time zone (UTC when none), or [] when it cannot run. Never throws. */
export function nextRuns(cron: string | null | undefined, timezone: string | null | undefined, from: Date, count = 3): Date[] {
  if (typeof cron !== 'string' || !cron.trim()) return [];
  try {
    const job = new Cron(cron, { paused: true, timezone: timezone || 'UTC' });
    return job.nextRuns(count, from);
  } catch {
    return [];
  }
}

/** "Mon 3 Mar, 09:00" in the given zone (the trigger's), for the list. */
export function formatInZone(at: Date, timezone: string | null | undefined): string {
  try {
    return new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: timezone || 'UTC' }).format(at);
  } catch {
    return at.toISOString();
  }
}
