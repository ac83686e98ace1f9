import { eq } from 'drizzle-orm';
import type { LifeArea } from '../../../contract/constants';
import type { Database } from '../../db/client';
import { questions, retroAnswers, retroRatings, retros } from '../../db/schema';

export interface SeedRetro {
  userId: string;
  date: string;
  questionIds: number[];
  /** Answer text by question id. */
  answers?: Record<number, string>;
  ratings?: Partial<Record<LifeArea, number>>;
  completed?: boolean;
}

/** Writes a retro for any date directly, as if the user had filled it in on that day. */
export async function seedRetro(db: Database, seed: SeedRetro): Promise<string> {
  const answers = Object.entries(seed.answers ?? {});
  const ratings = Object.entries(seed.ratings ?? {}) as [LifeArea, number][];
  const touched = answers.length > 0 || ratings.length > 0 || seed.completed;
  const [row] = await db
    .insert(retros)
    .values({
      userId: seed.userId,
      localDate: seed.date,
      questionIds: seed.questionIds,
      startedAt: touched ? new Date(`${seed.date}T20:00:00Z`) : null,
      completedAt: seed.completed ? new Date(`${seed.date}T21:00:00Z`) : null,
    })
    .returning({ id: retros.id });
  if (!row) throw new Error('seed insert returned no row');
  if (answers.length > 0) {
    await db
      .insert(retroAnswers)
      .values(
        answers.map(([questionId, text]) => ({ retroId: row.id, questionId: Number(questionId), text })),
      );
  }
  if (ratings.length > 0) {
    await db
      .insert(retroRatings)
      .values(ratings.map(([area, rating]) => ({ retroId: row.id, area, rating })));
  }
  return row.id;
}

/** Ids of the active Regular questions, the daily retro's pool. */
export async function regularQuestionIds(db: Database): Promise<number[]> {
  const rows = await db.select({ id: questions.id }).from(questions).where(eq(questions.category, 'Regular'));
  return rows.map((row) => row.id).sort((a, b) => a - b);
}
