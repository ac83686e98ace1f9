import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authAttempts } from '../../db/schema';
import { AppError } from '../../lib/app-error';

export interface ThrottleRule {
  key: string;
  limit: number;
  windowMs: number;
}

function retryAfterSeconds(windowStartedAt: Date, windowMs: number): number {
  return Math.max(1, Math.ceil((windowStartedAt.getTime() + windowMs - Date.now()) / 1000));
}

function tooMany(seconds: number): AppError {
  const minutes = Math.ceil(seconds / 60);
  const wait = seconds < 60 ? `${seconds} seconds` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return new AppError('RATE_LIMITED', `Too many attempts. Please try again in ${wait}.`, undefined, {
    'retry-after': String(seconds),
  });
}

/**
 * Counts one attempt in a fixed window and refuses it with 429 past the limit. One upsert, atomic
 * in PostgreSQL and PGlite alike, so every instance behind a load balancer shares the count.
 */
export async function countAttempt(db: Database, rule: ThrottleRule): Promise<void> {
  const windowSql = sql.raw(`interval '${Math.round(rule.windowMs)} milliseconds'`);
  const expired = sql`${authAttempts.windowStartedAt} <= now() - ${windowSql}`;
  const [row] = await db
    .insert(authAttempts)
    .values({ key: rule.key, windowStartedAt: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: authAttempts.key,
      set: {
        count: sql`case when ${expired} then 1 else ${authAttempts.count} + 1 end`,
        windowStartedAt: sql`case when ${expired} then now() else ${authAttempts.windowStartedAt} end`,
      },
    })
    .returning({ count: authAttempts.count, windowStartedAt: authAttempts.windowStartedAt });
  if (row && row.count > rule.limit) throw tooMany(retryAfterSeconds(row.windowStartedAt, rule.windowMs));
}

/** Refuses with 429 when the key is already at its limit, without counting. */
export async function assertBelowLimit(db: Database, rule: ThrottleRule): Promise<void> {
  const [row] = await db
    .select({ count: authAttempts.count, windowStartedAt: authAttempts.windowStartedAt })
    .from(authAttempts)
    .where(eq(authAttempts.key, rule.key));
  if (!row || row.windowStartedAt.getTime() + rule.windowMs <= Date.now()) return;
  if (row.count >= rule.limit) throw tooMany(retryAfterSeconds(row.windowStartedAt, rule.windowMs));
}

export async function resetAttempts(db: Database, key: string): Promise<void> {
  await db.delete(authAttempts).where(eq(authAttempts.key, key));
}

/** Old windows are worthless; removed now and then so the table stays small. */
export async function removeStaleAttempts(db: Database, windowMs: number): Promise<void> {
  const windowSql = sql.raw(`interval '${Math.round(windowMs)} milliseconds'`);
  await db.delete(authAttempts).where(sql`${authAttempts.windowStartedAt} <= now() - ${windowSql}`);
}
