// Today's retro worked out on this device when the server cannot be asked (decision record 045): the
// same rule the server uses to pick a day's questions (src/domain/question-rotation.ts), over the question
// pool and the recent retros kept on the device. Answers typed into it are drafts of that date; the server
// makes the retro with the same questions when they are sent.
import { LIFE_AREAS, RETRO_QUESTION_REPEAT_GAP_DAYS, RETRO_QUESTIONS_PER_DAY } from '#contract/constants';
import type { Question } from '#contract/questions';
import type { Retro, RetroToday } from '#contract/retro';
import { addDays, calendarDate, type LocalDate, localDay } from '#domain/local-day';
import { pickRetroQuestions } from '#domain/question-rotation';

export interface DayRules {
  timezone: string;
  dayStartHour: number;
}

/** The user's local day now and the date on their clock (they differ before the day-start hour). */
export function localToday(now: Date, rules: DayRules): { today: LocalDate; calendarDate: LocalDate } {
  return {
    today: localDay(now, rules.timezone, rules.dayStartHour),
    calendarDate: calendarDate(now, rules.timezone),
  };
}

/** Questions asked in the known retros of the six days before `date` (the server's "recently asked"). */
export function recentlyAsked(date: LocalDate, known: ReadonlyArray<Pick<Retro, 'date' | 'questions'>>) {
  const from = addDays(date, -(RETRO_QUESTION_REPEAT_GAP_DAYS - 1));
  const asked = new Set<number>();
  for (const retro of known)
    if (retro.date >= from && retro.date < date)
      for (const question of retro.questions) asked.add(question.id);
  return asked;
}

/** A retro of `date` with nothing written yet, its questions picked as the server would. */
export function deviceRetro(input: {
  userId: string;
  date: LocalDate;
  pool: ReadonlyArray<Pick<Question, 'id' | 'text'>>;
  known: ReadonlyArray<Pick<Retro, 'date' | 'questions'>>;
}): Retro | null {
  const ids = pickRetroQuestions({
    userId: input.userId,
    date: input.date,
    pool: input.pool.map((question) => question.id),
    recentlyAsked: recentlyAsked(input.date, input.known),
    count: RETRO_QUESTIONS_PER_DAY,
  });
  const texts = new Map(input.pool.map((question) => [question.id, question.text]));
  if (ids.length === 0) return null;
  return {
    id: `device:${input.date}`,
    date: input.date,
    status: 'not_started',
    answeredCount: 0,
    questionCount: ids.length,
    ratedCount: 0,
    areaCount: LIFE_AREAS.length,
    questions: ids.map((id) => ({ id, text: texts.get(id) ?? '', answer: '', answeredAt: null })),
    ratings: LIFE_AREAS.map((area) => ({ area, rating: null })),
    completedAt: null,
    editable: true,
    closesAt: null,
    createdAt: '',
    updatedAt: '',
  };
}

/**
 * What the retro page shows offline on a day the device has not seen from the server: today's retro
 * worked out here; yesterday's as last known (not offered to finish: that needs the server's word).
 */
export function deviceRetroToday(input: {
  userId: string;
  now: Date;
  rules: DayRules;
  pool: ReadonlyArray<Pick<Question, 'id' | 'text'>>;
  known: ReadonlyArray<Retro>;
}): RetroToday | null {
  const { today, calendarDate: onClock } = localToday(input.now, input.rules);
  const saved = input.known.find((retro) => retro.date === today);
  const retro =
    saved ?? deviceRetro({ userId: input.userId, date: today, pool: input.pool, known: input.known });
  if (!retro) return null;
  const yesterdayDate = addDays(today, -1);
  const yesterday = input.known.find((known) => known.date === yesterdayDate);
  return {
    retro,
    calendarDate: onClock,
    yesterday: {
      date: yesterdayDate,
      status: yesterday?.status ?? 'not_started',
      answeredCount: yesterday?.answeredCount ?? 0,
      questionCount: yesterday?.questionCount ?? RETRO_QUESTIONS_PER_DAY,
      ratedCount: yesterday?.ratedCount ?? 0,
      areaCount: yesterday?.areaCount ?? LIFE_AREAS.length,
      finishable: false,
      closesAt: null,
    },
  };
}
