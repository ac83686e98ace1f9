/**
 * Report periods (DESIGN.md section 4): a week, a month, a year or all time, always in the user's
 * local dates. A date is fixed when its record is written, so a period is a range of dates, never
 * of instants: a week with a daylight-saving change still holds seven days (167 or 169 hours), and
 * records written before a change of time zone keep the dates they were given.
 */
import { REPORT_OFFSET_MAX, type ReportPeriod, type WeekStart } from '#contract/constants';
import { addDays, daysBetween, isoWeekday, type LocalDate, startOfLocalDay } from '../local-day';

export type { ReportPeriod };

/** An inclusive range of local dates. */
export interface DateRange {
  from: LocalDate;
  to: LocalDate;
}

/** ISO weekday (1 = Monday … 7 = Sunday) each choice of week start begins on. */
const FIRST_WEEKDAY: Record<WeekStart, number> = { monday: 1, sunday: 7, saturday: 6 };

/** The first date of the week holding `date`. */
export function startOfWeek(date: LocalDate, weekStart: WeekStart): LocalDate {
  const back = (isoWeekday(date) - FIRST_WEEKDAY[weekStart] + 7) % 7;
  return addDays(date, -back);
}

/** The seven dates of the week holding `date`. */
export function weekOf(date: LocalDate, weekStart: WeekStart): DateRange {
  const from = startOfWeek(date, weekStart);
  return { from, to: addDays(from, 6) };
}

function splitDate(date: LocalDate): [number, number, number] {
  return date.split('-').map(Number) as [number, number, number];
}

function formatDate(year: number, month: number, day: number): LocalDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Days in a month (1–12) of a year, leap years included. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The calendar month holding `date`, `monthsBack` months earlier. */
export function monthOf(date: LocalDate, monthsBack = 0): DateRange {
  const [year, month] = splitDate(date);
  const index = year * 12 + (month - 1) - monthsBack;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  return { from: formatDate(y, m, 1), to: formatDate(y, m, daysInMonth(y, m)) };
}

/** The calendar year holding `date`, `yearsBack` years earlier. */
export function yearOf(date: LocalDate, yearsBack = 0): DateRange {
  const year = splitDate(date)[0] - yearsBack;
  return { from: formatDate(year, 1, 1), to: formatDate(year, 12, 31) };
}

export interface PeriodOptions {
  weekStart: WeekStart;
  /** 0 is the period holding today, 1 the one before, and so on. */
  offset: number;
  /** For all time: the first date with any record, or null when there is none. */
  firstDate: LocalDate | null;
}

/**
 * The dates of a report period. A week, month or year is the whole calendar period (its later days
 * may still be ahead); all time runs from the first record (or today) to today and has no offset.
 */
export function periodRange(period: ReportPeriod, today: LocalDate, options: PeriodOptions): DateRange {
  const { offset } = options;
  if (!Number.isInteger(offset) || offset < 0 || offset > REPORT_OFFSET_MAX) {
    throw new RangeError(`The offset must be a whole number from 0 to ${REPORT_OFFSET_MAX}`);
  }
  switch (period) {
    case 'week':
      return weekOf(addDays(today, -7 * offset), options.weekStart);
    case 'month':
      return monthOf(today, offset);
    case 'year':
      return yearOf(today, offset);
    case 'all': {
      if (offset !== 0) throw new RangeError('All time has no earlier period');
      const first = options.firstDate;
      return { from: first !== null && first < today ? first : today, to: today };
    }
  }
}

/** The period just before `range` of the same kind, for comparison; all time has none. */
export function previousRange(period: ReportPeriod, range: DateRange): DateRange | null {
  const dayBefore = addDays(range.from, -1);
  switch (period) {
    case 'week':
      return { from: addDays(range.from, -7), to: dayBefore };
    case 'month':
      return monthOf(dayBefore);
    case 'year':
      return yearOf(dayBefore);
    case 'all':
      return null;
  }
}

/** The earlier / later of two dates (YYYY-MM-DD compares as text). */
export function earlierDate(a: LocalDate, b: LocalDate): LocalDate {
  if (b < a) return b;
  return a;
}
export function laterDate(a: LocalDate, b: LocalDate): LocalDate {
  if (b > a) return b;
  return a;
}

/** Number of dates in the range (both ends counted); 0 when it is empty. */
export function dayCount(range: DateRange): number {
  return Math.max(0, daysBetween(range.from, range.to) + 1);
}

/** Every date of the range, in order. */
export function eachDate(range: DateRange): LocalDate[] {
  const dates: LocalDate[] = [];
  for (let date = range.from; date <= range.to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/** The part of the range from `notBefore` to `notAfter`, or null when nothing is left. */
export function clampRange(range: DateRange, notBefore: LocalDate, notAfter: LocalDate): DateRange | null {
  const from = range.from > notBefore ? range.from : notBefore;
  const to = range.to < notAfter ? range.to : notAfter;
  return from <= to ? { from, to } : null;
}

/**
 * The instants a range covers for a user: from the first local day's start to the start of the
 * day after the last (exclusive). Across a daylight-saving change a week is 167 or 169 hours.
 */
export function rangeInstants(range: DateRange, timeZone: string, dayStartHour: number) {
  return {
    start: startOfLocalDay(range.from, timeZone, dayStartHour),
    end: startOfLocalDay(addDays(range.to, 1), timeZone, dayStartHour),
  };
}
