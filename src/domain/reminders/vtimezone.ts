/**
 * A VTIMEZONE for an IANA zone, built from the runtime's own zone data: each offset change in the
 * years asked for becomes an observance with its exact local start. Calendar apps that know the
 * zone by name use their own rules; the others (and parsers such as ical.js) use these.
 */
import { localDateTime, utcOffset } from './ics-text';
import { utcOffsetMinutes } from './zoned-time';

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;
// Offset changes are months apart, so a weekly scan finds each one; bisection finds its minute.
const SCAN_STEP_MS = 7 * MS_PER_DAY;

interface Transition {
  at: Date;
  from: number;
  to: number;
}

function transitionsBetween(timeZone: string, fromMs: number, toMs: number): Transition[] {
  const found: Transition[] = [];
  let previous = fromMs;
  let previousOffset = utcOffsetMinutes(new Date(previous), timeZone);
  for (let at = fromMs + SCAN_STEP_MS; at <= toMs; at += SCAN_STEP_MS) {
    const offset = utcOffsetMinutes(new Date(at), timeZone);
    if (offset !== previousOffset) {
      let before = previous / MS_PER_MINUTE;
      let after = at / MS_PER_MINUTE;
      while (after - before > 1) {
        const middle = Math.floor((before + after) / 2);
        if (utcOffsetMinutes(new Date(middle * MS_PER_MINUTE), timeZone) === previousOffset) before = middle;
        else after = middle;
      }
      found.push({ at: new Date(after * MS_PER_MINUTE), from: previousOffset, to: offset });
    }
    previous = at;
    previousOffset = offset;
  }
  return found;
}

function observance(kind: 'STANDARD' | 'DAYLIGHT', start: string, from: number, to: number): string[] {
  return [
    `BEGIN:${kind}`,
    `DTSTART:${start}`,
    `TZOFFSETFROM:${utcOffset(from)}`,
    `TZOFFSETTO:${utcOffset(to)}`,
    `END:${kind}`,
  ];
}

/** The VTIMEZONE lines for `timeZone`, covering the offset changes from `fromYear` to `toYear`. */
export function vtimezoneLines(timeZone: string, fromYear: number, toYear: number): string[] {
  const start = Date.UTC(fromYear, 0, 1);
  const transitions = transitionsBetween(timeZone, start, Date.UTC(toYear + 1, 0, 1));
  const initial = utcOffsetMinutes(new Date(start), timeZone);
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`];
  // The offset in force before the first change, from the first moment covered.
  const firstFrom = transitions[0]?.from ?? initial;
  lines.push(...observance('STANDARD', `${fromYear}0101T000000`, firstFrom, firstFrom));
  for (const { at, from, to } of transitions) {
    // DTSTART of an observance is the local time just before the change, in the old offset.
    const wallBefore = new Date(at.getTime() + from * MS_PER_MINUTE);
    const date = wallBefore.toISOString().slice(0, 10);
    const minutes = wallBefore.getUTCHours() * 60 + wallBefore.getUTCMinutes();
    lines.push(...observance(to > from ? 'DAYLIGHT' : 'STANDARD', localDateTime(date, minutes), from, to));
  }
  lines.push('END:VTIMEZONE');
  return lines;
}
