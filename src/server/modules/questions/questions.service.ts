import type { QuestionCategory } from '#contract/constants';
import type { DailyQuestion, Question, QuestionList, QuestionListQuery } from '#contract/questions';
import type { LocalDate } from '#domain/local-day';
import { pickQuestionOfTheDay, pickRetroQuestions } from '#domain/question-rotation';
import type { Database } from '#server/db/client';
import { AppError } from '#server/lib/app-error';
import { type DaySettings, todayFor } from '#server/modules/profile/profile.service';
import {
  selectActiveIdsInCategory,
  selectActiveQuestion,
  selectActiveQuestions,
  selectActiveQuestionsOutside,
  selectQuestionsByIds,
} from './questions.queries';

/** The category the daily retro asks from. */
export const RETRO_QUESTION_CATEGORY: QuestionCategory = 'Regular';

type Row = { id: number; category: string; text: string };
const toQuestion = (row: Row) => row as Question;

export async function listQuestions(db: Database, query: QuestionListQuery): Promise<QuestionList> {
  const rows = await selectActiveQuestions(db, { category: query.category, q: query.q || undefined });
  return { items: rows.map(toQuestion) };
}

export async function getQuestion(db: Database, id: number): Promise<Question> {
  const row = await selectActiveQuestion(db, id);
  if (!row) throw new AppError('NOT_FOUND', 'Question not found');
  return toQuestion(row);
}

/** One question a day from the library outside the retro's own category, the same all day. */
export async function questionOfTheDay(
  db: Database,
  userId: string,
  date: LocalDate,
): Promise<Question | null> {
  const pool = await selectActiveQuestionsOutside(db, RETRO_QUESTION_CATEGORY);
  const id = pickQuestionOfTheDay(
    userId,
    date,
    pool.map((row) => row.id),
  );
  const row = pool.find((candidate) => candidate.id === id);
  return row ? toQuestion(row) : null;
}

export async function dailyQuestion(
  db: Database,
  user: DaySettings & { id: string },
): Promise<DailyQuestion> {
  const date = todayFor(user);
  const question = await questionOfTheDay(db, user.id, date);
  if (!question) throw new AppError('NOT_FOUND', 'The question library is empty');
  return { date, question };
}

/** The retro questions for a user's day; see src/domain/question-rotation.ts for the rule. */
export async function chooseRetroQuestions(
  db: Database,
  input: { userId: string; date: LocalDate; recentlyAsked: ReadonlySet<number>; count: number },
): Promise<number[]> {
  const pool = await selectActiveIdsInCategory(db, RETRO_QUESTION_CATEGORY);
  return pickRetroQuestions({ ...input, pool });
}

/** Question texts by id (retired questions included), for showing a retro. */
export async function questionTexts(db: Database, ids: number[]): Promise<Map<number, string>> {
  const rows = await selectQuestionsByIds(db, ids);
  return new Map(rows.map((row) => [row.id, row.text]));
}
