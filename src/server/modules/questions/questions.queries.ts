import { and, asc, eq, ilike, inArray, ne } from 'drizzle-orm';
import type { QuestionCategory } from '#contract/constants';
import type { Database } from '#server/db/client';
import { questions } from '#server/db/schema';

const publicFields = { id: questions.id, category: questions.category, text: questions.text };

/** "50%_off" → "50\%\_off": a user's search text matches literally inside ILIKE. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

export function selectActiveQuestions(db: Database, filter: { category?: QuestionCategory; q?: string }) {
  const conditions = [eq(questions.active, true)];
  if (filter.category) conditions.push(eq(questions.category, filter.category));
  if (filter.q) conditions.push(ilike(questions.text, `%${escapeLike(filter.q)}%`));
  return db
    .select(publicFields)
    .from(questions)
    .where(and(...conditions))
    .orderBy(asc(questions.id));
}

export function selectActiveQuestion(db: Database, id: number) {
  return db
    .select(publicFields)
    .from(questions)
    .where(and(eq(questions.id, id), eq(questions.active, true)))
    .then((rows) => rows[0] ?? null);
}

export function selectActiveIdsInCategory(db: Database, category: QuestionCategory) {
  return db
    .select({ id: questions.id })
    .from(questions)
    .where(and(eq(questions.active, true), eq(questions.category, category)))
    .orderBy(asc(questions.id))
    .then((rows) => rows.map((row) => row.id));
}

/** The library outside one category (the question of the day is not one of the retro's own). */
export function selectActiveQuestionsOutside(db: Database, category: QuestionCategory) {
  return db
    .select(publicFields)
    .from(questions)
    .where(and(eq(questions.active, true), ne(questions.category, category)))
    .orderBy(asc(questions.id));
}

/** Any questions by id, retired ones too: an old retro still shows what it asked. */
export function selectQuestionsByIds(db: Database, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select(publicFields).from(questions).where(inArray(questions.id, ids));
}
