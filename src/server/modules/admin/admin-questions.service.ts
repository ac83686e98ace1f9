import { and, asc, eq, sql } from 'drizzle-orm';
import type {
  AdminQuestion,
  AdminQuestionBody,
  AdminQuestionList,
  AdminQuestionUpdateBody,
} from '#contract/admin';
import type { Database } from '#server/db/client';
import { journalEntries, type QuestionRow, questions, retros } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { recordAdminAction } from './audit.service';
import type { AdminActor } from './customers.service';

const DUPLICATE_MESSAGE = 'That question is already in the library';

function toAdminQuestion(row: QuestionRow): AdminQuestion {
  return {
    id: row.id,
    category: row.category,
    text: row.text,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The whole library, retired questions included, by category then age. */
export async function listAdminQuestions(db: Database): Promise<AdminQuestionList> {
  const rows = await db.select().from(questions).orderBy(asc(questions.category), asc(questions.id));
  return { items: rows.map(toAdminQuestion) };
}

/** Same words in the same category, whatever the case or spacing: refused as a duplicate. */
async function assertNotDuplicate(tx: Database, category: string, text: string, exceptId?: number) {
  const [row] = await tx
    .select({ id: questions.id })
    .from(questions)
    .where(
      and(
        sql`${questions.category} = ${category}`,
        sql`lower(regexp_replace(${questions.text}, '\\s+', ' ', 'g')) = lower(regexp_replace(${text}, '\\s+', ' ', 'g'))`,
        exceptId ? sql`${questions.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  if (row)
    throw new AppError('BAD_REQUEST', DUPLICATE_MESSAGE, [{ path: 'text', message: DUPLICATE_MESSAGE }]);
}

async function findQuestion(tx: Database, id: number) {
  const [row] = await tx.select().from(questions).where(eq(questions.id, id)).for('update');
  if (!row) throw new AppError('NOT_FOUND', 'Question not found');
  return row;
}

export async function addQuestion(db: Database, actor: AdminActor, body: AdminQuestionBody) {
  return db.transaction(async (tx) => {
    await assertNotDuplicate(tx, body.category, body.text);
    const [row] = await tx.insert(questions).values({ category: body.category, text: body.text }).returning();
    if (!row) throw new Error('insert returned no row');
    await recordAdminAction(tx, {
      actorId: actor.id,
      action: 'question_added',
      targetType: 'question',
      targetId: String(row.id),
      targetLabel: row.text,
      details: { category: row.category },
      ip: actor.ip,
    });
    return toAdminQuestion(row);
  });
}

/**
 * Edits, retires (active false) or restores a question. Users read the library on every request, so
 * a change reaches them at once; a retired question leaves the rotation from the next pick on.
 */
export async function updateQuestion(
  db: Database,
  actor: AdminActor,
  id: number,
  body: AdminQuestionUpdateBody,
) {
  return db.transaction(async (tx) => {
    const before = await findQuestion(tx, id);
    const category = body.category ?? before.category;
    const text = body.text ?? before.text;
    if (body.category !== undefined || body.text !== undefined)
      await assertNotDuplicate(tx, category, text, id);
    const active = body.active ?? before.active;
    const [row] = await tx
      .update(questions)
      .set({ category, text, active })
      .where(eq(questions.id, id))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', 'Question not found');
    const edited = category !== before.category || text !== before.text;
    const base = {
      actorId: actor.id,
      targetType: 'question' as const,
      targetId: String(id),
      targetLabel: row.text,
      ip: actor.ip,
    };
    if (edited) {
      await recordAdminAction(tx, {
        ...base,
        action: 'question_edited',
        details: { fromCategory: before.category, toCategory: category, fromText: before.text, toText: text },
      });
    }
    if (active !== before.active) {
      await recordAdminAction(tx, { ...base, action: active ? 'question_restored' : 'question_retired' });
    }
    return toAdminQuestion(row);
  });
}

/** A question never asked is deleted; one that was asked is retired, so past retros still show it. */
export async function removeQuestion(db: Database, actor: AdminActor, id: number) {
  return db.transaction(async (tx) => {
    const before = await findQuestion(tx, id);
    const inRetros = await tx
      .select({ one: sql`1` })
      .from(retros)
      .where(sql`${retros.questionIds} @> array[${id}]::int[]`)
      .limit(1);
    const inJournal = await tx
      .select({ one: sql`1` })
      .from(journalEntries)
      .where(eq(journalEntries.promptQuestionId, id))
      .limit(1);
    const wasAsked = inRetros.length > 0 || inJournal.length > 0;
    const base = {
      actorId: actor.id,
      targetType: 'question' as const,
      targetId: String(id),
      targetLabel: before.text,
      ip: actor.ip,
    };
    if (wasAsked) {
      if (before.active) {
        await tx.update(questions).set({ active: false }).where(eq(questions.id, id));
        await recordAdminAction(tx, { ...base, action: 'question_retired' });
      }
      return { outcome: 'retired' as const };
    }
    await tx.delete(questions).where(eq(questions.id, id));
    await recordAdminAction(tx, {
      ...base,
      action: 'question_deleted',
      details: { category: before.category },
    });
    return { outcome: 'deleted' as const };
  });
}
