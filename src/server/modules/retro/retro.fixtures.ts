import { eq } from 'drizzle-orm';
import type { LifeArea } from '#contract/constants';
import type { Database } from '#server/db/client';
import { questions, retroAnswers, retroRatings, retros } from '#server/db/schema';

export interface SeedRetro {
  userId: string;
  date: string;
  questionIds: number[];
  /** Answer text by question id. */
  answers?: Record<number, string>;
  ratings?: Partial<Record<LifeArea, number>>;
  completed?: boolean;
}

/** Writes retros for any dates directly, as if the user had filled them in on those days. */
export async function seedRetros(db: Database, seeds: SeedRetro[]): Promise<string[]> {
  if (seeds.length === 0) return [];
  const rows = await db
    .insert(retros)
    .values(
      seeds.map((seed) => {
        const touched =
          Object.keys(seed.answers ?? {}).length > 0 || Object.keys(seed.ratings ?? {}).length > 0;
        return {
          userId: seed.userId,
          localDate: seed.date,
          questionIds: seed.questionIds,
          startedAt: touched || seed.completed ? new Date(`${seed.date}T20:00:00Z`) : null,
          completedAt: seed.completed ? new Date(`${seed.date}T21:00:00Z`) : null,
        };
      }),
    )
    .returning({ id: retros.id });
  const ids = rows.map((row) => row.id);
  const answers = seeds.flatMap((seed, i) =>
    Object.entries(seed.answers ?? {}).map(([questionId, text]) => ({
      retroId: ids[i] as string,
      questionId: Number(questionId),
      text,
    })),
  );
  const ratings = seeds.flatMap((seed, i) =>
    (Object.entries(seed.ratings ?? {}) as [LifeArea, number][]).map(([area, rating]) => ({
      retroId: ids[i] as string,
      area,
      rating,
    })),
  );
  if (answers.length > 0) await db.insert(retroAnswers).values(answers);
  if (ratings.length > 0) await db.insert(retroRatings).values(ratings);
  return ids;
}

export async function seedRetro(db: Database, seed: SeedRetro): Promise<string> {
  const [id] = await seedRetros(db, [seed]);
  return id as string;
}

/** Ids of the active Regular questions, the daily retro's pool. */
export async function regularQuestionIds(db: Database): Promise<number[]> {
  const rows = await db.select({ id: questions.id }).from(questions).where(eq(questions.category, 'Regular'));
  return rows.map((row) => row.id).sort((a, b) => a - b);
}
