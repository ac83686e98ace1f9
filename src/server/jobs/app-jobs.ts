import type { FastifyBaseLogger } from 'fastify';
import { AUTH_RATE_WINDOW_MS } from '#contract/constants';
import type { DatabaseHandle } from '#server/db/client';
import { createJournalService } from '#server/modules/journal/journal.service';
import type { PushDelivery } from '#server/modules/push/push-delivery';
import { REMINDER_CHECK_INTERVAL_MS, ReminderRunner } from '#server/modules/reminders/reminder-runner';
import { forgetOldSends } from '#server/modules/reminders/reminder-sending';
import { removeExpiredSessions } from '#server/modules/sessions/sessions.service';
import { removeStaleAttempts } from '#server/modules/throttle/throttle.service';
import type { Job } from './job-runner';

const HOUR_MS = 60 * 60 * 1000;
/** The embedded database's first analyze: a little after start, not during it. */
const FIRST_ANALYZE_AFTER_MS = 30_000;
/** Entries written before their plain text was kept are filled in soon after start, then hourly. */
const FIRST_BODY_TEXT_FILL_AFTER_MS = 5_000;

export interface AppJobsOptions {
  database: Pick<DatabaseHandle, 'db' | 'analyze'>;
  log: FastifyBaseLogger;
  /** Sends reminder pushes; null when push is not set up (no reminder job then). */
  delivery: PushDelivery | null;
}

/** Every periodic job the server runs, each through a module's service. */
export function appJobs({ database, log, delivery }: AppJobsOptions): Job[] {
  const { db, analyze } = database;
  const journal = createJournalService(db, log);
  const jobs: Job[] = [
    { name: 'journal-trash', everyMs: HOUR_MS, run: () => journal.purgeDeleted() },
    {
      name: 'journal-body-text',
      everyMs: HOUR_MS,
      firstAfterMs: FIRST_BODY_TEXT_FILL_AFTER_MS,
      run: () => journal.fillMissingBodyText(),
    },
    { name: 'expired-sessions', everyMs: HOUR_MS, run: () => removeExpiredSessions(db) },
    {
      name: 'sign-in-attempts',
      everyMs: AUTH_RATE_WINDOW_MS,
      run: () => removeStaleAttempts(db, AUTH_RATE_WINDOW_MS),
    },
    { name: 'reminder-sends', everyMs: HOUR_MS, run: (now) => forgetOldSends(db, now) },
  ];
  if (delivery) {
    const reminders = new ReminderRunner(db, delivery, log);
    jobs.push({ name: 'reminders', everyMs: REMINDER_CHECK_INTERVAL_MS, run: () => reminders.tick() });
  }
  // PGlite runs no autovacuum, so nothing else keeps planner statistics fresh: analyze as
  // autovacuum's would on PostgreSQL.
  if (analyze)
    jobs.push({ name: 'analyze', everyMs: HOUR_MS, firstAfterMs: FIRST_ANALYZE_AFTER_MS, run: analyze });
  return jobs;
}
