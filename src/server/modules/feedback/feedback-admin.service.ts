import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { FeedbackStatus } from '#contract/constants';
import type { AdminFeedback, AdminFeedbackList, AdminFeedbackQuery } from '#contract/feedback';
import type { Database } from '#server/db/client';
import { type FeedbackRow, feedback, feedbackHistory, feedbackReplies, users } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { now as clockNow } from '#server/lib/clock';
import { recordAdminAction } from '#server/modules/admin/audit.service';
import { feedbackView, repliesOf } from './feedback.service';

const INBOX_LIMIT = 200;
const notFound = () => new AppError('NOT_FOUND', 'This feedback does not exist');

/** The administrator acting, and the address the request came from (for the audit trail). */
type Actor = { id: string; ip?: string | null };
type HistoryRow = {
  feedbackId: string;
  action: 'read' | 'status' | 'reply';
  fromStatus: string | null;
  toStatus: string | null;
  actor: string;
  createdAt: Date;
};

/** The team's side of feedback: every change an admin makes is written to feedback_history. */
export function createFeedbackAdminService(db: Database) {
  async function historyOf(ids: string[]): Promise<Map<string, HistoryRow[]>> {
    const byId = new Map<string, HistoryRow[]>();
    if (ids.length === 0) return byId;
    const rows = await db
      .select({
        feedbackId: feedbackHistory.feedbackId,
        action: feedbackHistory.action,
        fromStatus: feedbackHistory.fromStatus,
        toStatus: feedbackHistory.toStatus,
        actor: users.username,
        createdAt: feedbackHistory.createdAt,
      })
      .from(feedbackHistory)
      .innerJoin(users, eq(users.id, feedbackHistory.actorId))
      .where(inArray(feedbackHistory.feedbackId, ids))
      .orderBy(asc(feedbackHistory.createdAt));
    for (const row of rows) byId.set(row.feedbackId, [...(byId.get(row.feedbackId) ?? []), row]);
    return byId;
  }

  async function views(rows: { item: FeedbackRow; username: string }[]): Promise<AdminFeedback[]> {
    const ids = rows.map((r) => r.item.id);
    const [replies, history] = await Promise.all([repliesOf(db, ids), historyOf(ids)]);
    return rows.map(({ item, username }) => {
      const { unseenReply: _unseen, ...view } = feedbackView(item, replies.get(item.id) ?? []);
      return {
        ...view,
        username,
        read: item.readAt !== null,
        history: (history.get(item.id) ?? []).map((h) => ({ ...h, createdAt: h.createdAt.toISOString() })),
      };
    });
  }

  async function findRow(id: string) {
    const [row] = await db
      .select({ item: feedback, username: users.username })
      .from(feedback)
      .innerJoin(users, eq(users.id, feedback.userId))
      .where(eq(feedback.id, id));
    if (!row) throw notFound();
    return row;
  }

  return {
    async inbox(query: AdminFeedbackQuery): Promise<AdminFeedbackList> {
      const filters: SQL[] = [];
      if (query.status) filters.push(eq(feedback.status, query.status));
      if (query.kind) filters.push(eq(feedback.kind, query.kind));
      if (query.q) {
        filters.push(
          sql`to_tsvector('english', ${feedback.message}) @@ websearch_to_tsquery('english', ${query.q})`,
        );
      }
      const order = query.order === 'oldest' ? asc(feedback.createdAt) : desc(feedback.createdAt);
      const [rows, [unread]] = await Promise.all([
        db
          .select({ item: feedback, username: users.username })
          .from(feedback)
          .innerJoin(users, eq(users.id, feedback.userId))
          .where(and(...filters))
          .orderBy(order, asc(feedback.id))
          .limit(INBOX_LIMIT),
        db.select({ n: count() }).from(feedback).where(isNull(feedback.readAt)),
      ]);
      return { items: await views(rows), unread: unread?.n ?? 0 };
    },

    /** Opening an item marks it read (once, recorded); a new item's status becomes "read". */
    async open(actor: Actor, id: string, now = clockNow()): Promise<AdminFeedback> {
      await db.transaction(async (tx) => {
        const [opened] = await tx
          .update(feedback)
          .set({
            readAt: now,
            status: sql`case when ${feedback.status} = 'new' then 'read' else ${feedback.status} end`,
          })
          .where(and(eq(feedback.id, id), isNull(feedback.readAt)))
          .returning({ id: feedback.id });
        if (opened) {
          await tx
            .insert(feedbackHistory)
            .values({ feedbackId: id, actorId: actor.id, action: 'read', createdAt: now });
        }
      });
      const [view] = await views([await findRow(id)]);
      if (!view) throw notFound();
      return view;
    },

    async setStatus(
      actor: Actor,
      id: string,
      status: FeedbackStatus,
      now = clockNow(),
    ): Promise<AdminFeedback> {
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select({ status: feedback.status })
          .from(feedback)
          .where(eq(feedback.id, id))
          .for('update');
        if (!before) throw notFound();
        if (before.status === status) return;
        await tx
          .update(feedback)
          .set({ status, readAt: sql`coalesce(${feedback.readAt}, ${now.toISOString()}::timestamptz)` })
          .where(eq(feedback.id, id));
        await tx.insert(feedbackHistory).values({
          feedbackId: id,
          actorId: actor.id,
          action: 'status',
          fromStatus: before.status,
          toStatus: status,
          createdAt: now,
        });
        await recordAdminAction(tx, {
          actorId: actor.id,
          action: 'feedback_status_changed',
          targetType: 'feedback',
          targetId: id,
          details: { from: before.status, to: status },
          ip: actor.ip ?? null,
        });
      });
      const [view] = await views([await findRow(id)]);
      if (!view) throw notFound();
      return view;
    },

    async reply(actor: Actor, id: string, message: string, now = clockNow()): Promise<AdminFeedback> {
      await db.transaction(async (tx) => {
        const [item] = await tx
          .update(feedback)
          .set({
            lastReplyAt: now,
            readAt: sql`coalesce(${feedback.readAt}, ${now.toISOString()}::timestamptz)`,
          })
          .where(eq(feedback.id, id))
          .returning({ id: feedback.id });
        if (!item) throw notFound();
        await tx
          .insert(feedbackReplies)
          .values({ feedbackId: id, authorId: actor.id, message, createdAt: now });
        await tx
          .insert(feedbackHistory)
          .values({ feedbackId: id, actorId: actor.id, action: 'reply', createdAt: now });
        // The trail says that a reply was written, never what it says.
        await recordAdminAction(tx, {
          actorId: actor.id,
          action: 'feedback_replied',
          targetType: 'feedback',
          targetId: id,
          ip: actor.ip ?? null,
        });
      });
      const [view] = await views([await findRow(id)]);
      if (!view) throw notFound();
      return view;
    },
  };
}
