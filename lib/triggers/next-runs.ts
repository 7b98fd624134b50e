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

/**
 * Why a cron expression in a time zone cannot be scheduled, in words, or null when it runs. Croner's own reason for
 * a malformed expression; "never runs" for a valid one with no future run (31 February). Never throws.
 */
export function cronProblem(cron: string | null | undefined, timezone: string | null | undefined, from: Date): string | null {
  if (typeof cron !== 'string' || !cron.trim()) return 'Write a cron expression: five fields, minute hour day month weekday (e.g. 0 9 * * 1-5)';
  if (timezone) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: timezone });
    } catch {
      return `${timezone} is not a time zone (use an IANA name such as Europe/Berlin)`;
    }
  }
  let job: Cron;
  try {
    job = new Cron(cron, { paused: true, timezone: timezone || 'UTC' });
  } catch (error) {
    const reason = error instanceof Error && error.message ? error.message.replace(/^CronPattern:\s*/i, '').replace(/\.+$/, '') : 'it could not be read';
    return `Not a valid cron expression: ${reason}. Use five fields: minute hour day month weekday.`;
  }
  try {
    return job.nextRun(from) ? null : 'This cron expression is valid but never runs (no such date).';
  } catch {
    return 'This cron expression is valid but never runs (no such date).';
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
