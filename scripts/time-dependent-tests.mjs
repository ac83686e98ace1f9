// The unit and API test files CI runs again under other time zones and hours (.ci/run, README "Time in
// tests"): the domain's day rules, and every file that moves a clock or works out a local day. The rest
// runs once. An entry ending in '/' takes every test file under that folder.
//
// scripts/time-dependent-tests.test.ts fails when a test file that moves a clock (setClock,
// vi.setSystemTime, vi.useFakeTimers) or works out a local day (localDay, TEST_TODAY,
// TEST_LOCAL_TIME) is not in this list, and when an entry names nothing.
//
// `node scripts/time-dependent-tests.mjs` prints the list, one a line, for the command line of vitest.

/** Files of the unit project. */
export const UNIT_TIME_TESTS = [
  'src/domain/',
  'scripts/shift-local-time.test.ts',
  'src/client/app/announcement/announcement.test.ts',
  'src/client/app/offline/connection-banner-store.test.ts',
  'src/client/components/errors/error-recovery.test.ts',
  'src/client/components/errors/render-fallback.test.ts',
  'src/client/features/gamification/api/streaks.test.ts',
  'src/client/features/settings/lib/reminder-form.test.ts',
  'src/client/lib/dates.test.ts',
  'src/client/lib/drafts/draft-queue.test.ts',
  'src/client/lib/greeting.test.ts',
  'src/client/lib/push-on-sign-out.test.ts',
  'src/client/lib/query-client.test.ts',
  'src/client/lib/session-expiry.test.ts',
  'src/client/lib/toast-store.test.ts',
  'src/client/lib/version/version-rules.test.ts',
];

/** Files of the API project. */
export const API_TIME_TESTS = [
  'src/server/db/notifications.test.ts',
  'src/server/jobs/',
  'src/server/modules/account/account.test.ts',
  'src/server/modules/account/reauth-throttle.test.ts',
  'src/server/modules/activities/activities.test.ts',
  'src/server/modules/admin/admin-analytics-incremental.test.ts',
  'src/server/modules/admin/admin-analytics-period.test.ts',
  'src/server/modules/admin/admin-analytics.test.ts',
  'src/server/modules/admin/admin-questions.test.ts',
  'src/server/modules/auth/auth.test.ts',
  'src/server/modules/badges/',
  'src/server/modules/challenges/',
  'src/server/modules/data-export/export-import.test.ts',
  'src/server/modules/data-export/import-rewards.test.ts',
  'src/server/modules/data-export/other-import.test.ts',
  'src/server/modules/feedback/feedback.test.ts',
  'src/server/modules/home/',
  'src/server/modules/journal/journal-listing.test.ts',
  'src/server/modules/journal/journal.test.ts',
  'src/server/modules/moods/',
  'src/server/modules/profile/',
  'src/server/modules/questions/',
  'src/server/modules/referral/',
  'src/server/modules/reminders/',
  'src/server/modules/reports/',
  'src/server/modules/retro/',
  'src/server/modules/sessions/session-lifetime.test.ts',
  'src/server/modules/streaks/',
  'src/server/modules/test-clock/',
  'src/server/plugins/http-behaviour.test.ts',
  'src/server/plugins/session-cache.test.ts',
  'src/server/security/access-control.test.ts',
  'src/server/security/time-zones.test.ts',
];

export const TIME_DEPENDENT_TESTS = [...UNIT_TIME_TESTS, ...API_TIME_TESTS];

/** Whether a list entry takes the test file at `path` (relative to the repository, with '/'). */
export function entryTakes(entry, path) {
  return entry.endsWith('/') ? path.startsWith(entry) : path === entry;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.stdout.write(`${TIME_DEPENDENT_TESTS.join('\n')}\n`);
}
