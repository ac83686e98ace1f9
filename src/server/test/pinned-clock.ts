import { localDay } from '#domain/local-day';

/**
 * The instant every API test starts at: the server's clock (lib/clock) is set to it before each
 * test, so no test depends on the hour or the date it happens to run at. A Wednesday in March, well
 * away from any daylight-saving change, a month end or a year end; tests that need one of those
 * move the clock themselves.
 */
export const TEST_NOW = new Date('2026-03-11T12:00:00.000Z');

/** The local day of TEST_NOW for a user in UTC with the day starting at midnight (the defaults). */
export const TEST_TODAY = localDay(TEST_NOW, 'UTC');
