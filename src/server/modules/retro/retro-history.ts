import { and, desc, eq, gte, isNotNull, lt, lte, sql } from 'drizzle-orm';
import { LIFE_AREAS } from '#contract/constants';
import { moodLevelOf } from '#contract/moods';
import type { RetroHistoryPage, RetroHistoryQuery } from '#contract/retro';
import { firstLine } from '#domain/text';
import type { Database } from '#server/db/client';
import { retros } from '#server/db/schema';
import { type RetroRecord, ratingsOfRetro, retroColumns } from './retro.queries';
import { progressOf } from './retro-view';

/** Enough of an answer to find its first line and to tell whether it has any text. */
const ANSWER_PREFIX_LENGTH = 2000;
const FIRST_LINE_LENGTH = 160;

/** Open ends of the date range, so one prepared statement serves every page and filter. */
const EARLIEST = '0001-01-01';
const LATEST = '9999-12-31';

/**
 * Retro history, newest first: a keyset page over the (user_id, local_date) index of retros that
 * have had anything saved in them. One prepared statement reads the page with answers and ratings.
 */
export function createRetroHistory(db: Database) {
  const page = db
    .select({
      ...retroColumns,
      // The question's text is an index lookup per answer (a join would hash the library per retro).
      answers: sql<HistoryAnswer[]>`coalesce((
        select json_agg(json_build_object(
          'questionId', a.question_id,
          'text', left(a.text, ${sql.raw(String(ANSWER_PREFIX_LENGTH))}),
          'question', (select q.text from questions q where q.id = a.question_id)))
        from retro_answers a
        where a.retro_id = retros.id), '[]'::json)`,
      ratings: ratingsOfRetro,
      // The day's mood: one row at most, found through the moods (user_id, local_date) unique index.
      moodScore: sql<number | null>`(
        select m.score from moods m where m.user_id = retros.user_id and m.local_date = retros.local_date)`,
    })
    .from(retros)
    .where(
      and(
        eq(retros.userId, sql.placeholder('userId')),
        isNotNull(retros.startedAt),
        lt(retros.localDate, sql.placeholder('before')),
        gte(retros.localDate, sql.placeholder('from')),
        lte(retros.localDate, sql.placeholder('to')),
      ),
    )
    .orderBy(desc(retros.localDate))
    .limit(sql.placeholder('limit'))
    .prepare('retro_history_page');

  return async (userId: string, query: RetroHistoryQuery): Promise<RetroHistoryPage> => {
    const rows = await page.execute({
      userId,
      before: query.before ?? LATEST,
      from: query.from ?? EARLIEST,
      to: query.to ?? LATEST,
      limit: query.limit + 1,
    });
    return toHistoryPage(rows, query.limit);
  };
}

interface HistoryAnswer {
  questionId: number;
  text: string;
  question: string;
}

type HistoryRow = Omit<RetroRecord, 'questionTexts' | 'answers'> & {
  answers: HistoryAnswer[];
  moodScore: number | null;
};

function toHistoryPage(rows: HistoryRow[], limit: number): RetroHistoryPage {
  const page = rows.slice(0, limit);
  return {
    items: page.map((row) => {
      const answers = new Map(row.answers.map((answer) => [answer.questionId, answer]));
      const ratings = new Map(row.ratings.map((rating) => [rating.area, rating.rating]));
      return {
        ...progressOf(row),
        id: row.id,
        completedAt: row.completedAt?.toISOString() ?? null,
        ratings: LIFE_AREAS.map((area) => ({ area, rating: ratings.get(area) ?? null })),
        mood: row.moodScore === null ? null : moodLevelOf(row.moodScore),
        answers: row.questionIds.flatMap((questionId) => {
          const answer = answers.get(questionId);
          const line = answer ? firstLine(answer.text, FIRST_LINE_LENGTH) : '';
          return answer && line ? [{ questionId, question: answer.question, firstLine: line }] : [];
        }),
      };
    }),
    nextBefore: rows.length > limit ? (page.at(-1)?.date ?? null) : null,
  };
}
