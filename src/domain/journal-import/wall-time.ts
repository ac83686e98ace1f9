import type { LocalDate } from '../local-day';

const HALF_DAY_MS = 12 * 60 * 60_000;
const OFFSET = /GMT(?:([+-])(\d{1,2})(?::(\d{2}))?)?/;

/**
 * Instants of wall-clock times in one zone, for a whole file of them: one formatter, and three
 * to four offset readings a time (a bisection per time, as the day-start rules use, is some 20 readings and
 * took seconds for a ten-year export).
 */
export function wallTimes(timeZone: string) {
  const formatter = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
  const offsetMs = (ms: number) => {
    const name = formatter.formatToParts(ms).find((part) => part.type === 'timeZoneName')?.value ?? '';
    const match = OFFSET.exec(name);
    if (!match?.[1]) return 0;
    const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
    return (match[1] === '-' ? -minutes : minutes) * 60_000;
  };
  return {
    /**
     * The instant the zone's clocks show `minutes` after midnight on `date`. A time in the hour
     * daylight saving skips is read with the offset before the change (02:30 becomes 03:30); a time
     * that happens twice is its first.
     */
    instant(date: LocalDate, minutes: number): Date {
      const wall = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000;
      // The offsets half a day either side: they differ only when the clocks change near the time.
      const before = offsetMs(wall - HALF_DAY_MS);
      const after = offsetMs(wall + HALF_DAY_MS);
      const fits = [wall - before, wall - after].filter(
        (at, i) => offsetMs(at) === (i === 0 ? before : after),
      );
      // None fits: the time is in the gap, read with the offset before it. Two fit: it happens twice.
      return new Date(fits.length === 0 ? wall - before : Math.min(...fits));
    },
  };
}
