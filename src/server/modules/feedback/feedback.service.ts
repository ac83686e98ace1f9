import { and, asc, count, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { FEEDBACK_SENDS_PER_HOUR } from '#contract/constants';
import type { Feedback, FeedbackList, SendFeedbackBody } from '#contract/feedback';
import { buildInfo } from '#server/build-info';
import type { Database } from '#server/db/client';
import { type FeedbackRow, feedback, feedbackReplies } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { now as clockNow } from '#server/lib/clock';

const HOUR_MS = 60 * 60 * 1000;

type ReplyRow = { id: string; feedbackId: string; message: string; createdAt: Date };

export async function repliesOf(db: Database, ids: string[]): Promise<Map<string, ReplyRow[]>> {
  const byId = new Map<string, ReplyRow[]>();
  if (ids.length === 0) return byId;
  const rows = await db
    .select({
      id: feedbackReplies.id,
      feedbackId: feedbackReplies.feedbackId,
      message: feedbackReplies.message,
      createdAt: feedbackReplies.createdAt,
    })
    .from(feedbackReplies)
    .where(inArray(feedbackReplies.feedbackId, ids))
    .orderBy(asc(feedbackReplies.createdAt));
  for (const row of rows) byId.set(row.feedbackId, [...(byId.get(row.feedbackId) ?? []), row]);
  return byId;
}

const hasUnseenReply = (row: FeedbackRow) =>
  row.lastReplyAt !== null && (row.senderSeenAt === null || row.senderSeenAt < row.lastReplyAt);

export function feedbackView(row: FeedbackRow, replies: ReplyRow[]): Feedback {
  return {
    id: row.id,
    kind: row.kind,
    message: row.message,
    satisfaction: row.satisfaction,
    page: row.page,
    appVersion: row.appVersion,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    replies: replies.map((r) => ({ id: r.id, message: r.message, createdAt: r.createdAt.toISOString() })),
    unseenReply: hasUnseenReply(row),
  };
}

export function createFeedbackService(db: Database) {
  return {
    /** Saves a send; more than FEEDBACK_SENDS_PER_HOUR in the last hour is a 429 with Retry-After. */
    async send(userId: string, body: SendFeedbackBody, now = clockNow()): Promise<Feedback> {
      const since = new Date(now.getTime() - HOUR_MS);
      const recent = await db
        .select({ createdAt: feedback.createdAt })
        .from(feedback)
        .where(and(eq(feedback.userId, userId), gt(feedback.createdAt, since)))
        .orderBy(desc(feedback.createdAt))
        .limit(FEEDBACK_SENDS_PER_HOUR);
      if (recent.length >= FEEDBACK_SENDS_PER_HOUR) {
        const oldest = recent[recent.length - 1]?.createdAt ?? now;
        const seconds = Math.max(1, Math.ceil((oldest.getTime() + HOUR_MS - now.getTime()) / 1000));
        const minutes = Math.max(1, Math.round(seconds / 60));
        throw new AppError(
          'RATE_LIMITED',
          `You have sent ${FEEDBACK_SENDS_PER_HOUR} messages in the last hour. Your draft is kept: try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
          undefined,
          { 'retry-after': String(seconds) },
        );
      }
      const [row] = await db
        .insert(feedback)
        .values({
          userId,
          kind: body.kind,
          message: body.message,
          satisfaction: body.satisfaction ?? null,
          page: body.page ?? null,
          appVersion: buildInfo.version,
          createdAt: now,
        })
        .returning();
      if (!row) throw new Error('feedback insert returned nothing');
      return feedbackView(row, []);
    },

    /** The user's own feedback, newest first, with replies. */
    async list(userId: string): Promise<FeedbackList> {
      const rows = await db
        .select()
        .from(feedback)
        .where(eq(feedback.userId, userId))
        .orderBy(desc(feedback.createdAt))
        .limit(200);
      const replies = await repliesOf(
        db,
        rows.map((r) => r.id),
      );
      return { items: rows.map((row) => feedbackView(row, replies.get(row.id) ?? [])) };
    },

    /** How many of the user's items have a reply they have not seen (the navigation dot). */
    async unseenCount(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(feedback)
        .where(
          and(
            eq(feedback.userId, userId),
            sql`${feedback.lastReplyAt} is not null`,
            or(isNull(feedback.senderSeenAt), sql`${feedback.senderSeenAt} < ${feedback.lastReplyAt}`),
          ),
        );
      return row?.n ?? 0;
    },

    /** The user has looked at their feedback: every reply so far is seen. */
    async markSeen(userId: string, now = clockNow()): Promise<void> {
      await db
        .update(feedback)
        .set({ senderSeenAt: now })
        .where(and(eq(feedback.userId, userId), sql`${feedback.lastReplyAt} is not null`));
    },
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
