import { and, desc, eq, inArray, isNotNull, lt, type SQL } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE, type AuditAction, type AuditList, type AuditListQuery } from '#contract/admin';
import type { FeedbackKind } from '#contract/constants';
import type { Database } from '#server/db/client';
import { adminAuditLog, feedback, users } from '#server/db/schema';

/** The name the trail shows for changes made with `npm run admin` on the server itself. */
export const COMMAND_LINE_ACTOR = 'command line';

export interface AdminActionInput {
  /** The administrator, or null for the command line. */
  actorId: string | null;
  action: AuditAction;
  targetType: 'user' | 'question' | 'feedback';
  targetId: string;
  /** What changed (old and new role, a question's category...): never anything a user wrote. */
  details?: Record<string, unknown>;
  /** The address the request came from; null for the command line. */
  ip: string | null;
  /** The target's name now (a question's text); looked up for accounts and feedback items. */
  targetLabel?: string | null;
}

/**
 * Appends one row to the audit trail. Call it inside the transaction of the change it records, so
 * the action and its record are saved together or not at all.
 */
export async function recordAdminAction(tx: Database, input: AdminActionInput): Promise<void> {
  const names = await namesById(
    tx,
    [input.actorId, input.targetType === 'user' ? input.targetId : null].filter((id): id is string => !!id),
  );
  const isUser = input.targetType === 'user';
  const label =
    input.targetType === 'feedback' && input.targetLabel === undefined
      ? await feedbackLabel(tx, input.targetId)
      : (input.targetLabel ?? null);
  await tx.insert(adminAuditLog).values({
    actorId: input.actorId,
    actorName: input.actorId ? (names.get(input.actorId) ?? 'unknown') : COMMAND_LINE_ACTOR,
    action: input.action,
    targetType: input.targetType,
    targetUserId: isUser ? input.targetId : null,
    targetId: isUser ? null : input.targetId,
    targetLabel: isUser ? (names.get(input.targetId) ?? null) : label,
    details: input.details ?? {},
    ip: input.ip,
  });
}

const FEEDBACK_KIND_NAMES: Record<FeedbackKind, string> = {
  bug: 'Bug report',
  idea: 'Idea',
  praise: 'Praise',
  other: 'Other feedback',
};

/** A feedback item named by its kind and the day it was sent (UTC), never by anything it says. */
async function feedbackLabel(db: Database, id: string): Promise<string | null> {
  const [row] = await db
    .select({ kind: feedback.kind, createdAt: feedback.createdAt })
    .from(feedback)
    .where(eq(feedback.id, id));
  return row ? `${FEEDBACK_KIND_NAMES[row.kind]} sent ${row.createdAt.toISOString().slice(0, 10)}` : null;
}

async function namesById(db: Database, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.username })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Newest first, 50 at a time, filtered by administrator and/or action. */
export async function listAudit(db: Database, query: AuditListQuery): Promise<AuditList> {
  const conditions: SQL[] = [];
  if (query.actor) conditions.push(eq(adminAuditLog.actorId, query.actor));
  if (query.action) conditions.push(eq(adminAuditLog.action, query.action));
  if (query.cursor) conditions.push(lt(adminAuditLog.id, Number(query.cursor)));
  const rows = await db
    .select()
    .from(adminAuditLog)
    .where(and(...conditions))
    .orderBy(desc(adminAuditLog.id))
    .limit(ADMIN_PAGE_SIZE + 1);
  const page = rows.slice(0, ADMIN_PAGE_SIZE);
  const actors = await db
    .selectDistinct({ id: adminAuditLog.actorId, name: users.username })
    .from(adminAuditLog)
    .innerJoin(users, eq(users.id, adminAuditLog.actorId))
    .where(isNotNull(adminAuditLog.actorId));
  return {
    items: page.map((row) => ({
      id: row.id,
      at: row.createdAt.toISOString(),
      actorId: row.actorId,
      actorName: row.actorName,
      action: row.action,
      targetType: row.targetType,
      targetId: row.targetUserId ?? row.targetId,
      targetLabel: row.targetLabel,
      details: row.details,
      ip: row.ip,
    })),
    nextCursor: rows.length > ADMIN_PAGE_SIZE ? String(page.at(-1)?.id) : null,
    actors: actors
      .filter((a): a is { id: string; name: string } => a.id !== null)
      .sort((x, y) => x.name.localeCompare(y.name)),
  };
}
