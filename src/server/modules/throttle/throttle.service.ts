import { eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { authAttempts } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { now } from '#server/lib/clock';

export interface ThrottleRule {
  key: string;
  limit: number;
  windowMs: number;
}

/*
 * Windows are timed on the server's clock (lib/clock), as sessions are, not the database's now(): one
 * clock for the window's start and its Retry-After, and the tests move both by moving that clock.
 */
const timestamp = (at: Date) => sql`${at.toISOString()}::timestamptz`;

function retryAfterSeconds(windowStartedAt: Date, windowMs: number, at: Date): number {
  return Math.max(1, Math.ceil((windowStartedAt.getTime() + windowMs - at.getTime()) / 1000));
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
  const at = now();
  const expired = sql`${authAttempts.windowStartedAt} <= ${timestamp(new Date(at.getTime() - rule.windowMs))}`;
  const [row] = await db
    .insert(authAttempts)
    .values({ key: rule.key, windowStartedAt: at, count: 1 })
    .onConflictDoUpdate({
      target: authAttempts.key,
      set: {
        count: sql`case when ${expired} then 1 else ${authAttempts.count} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${timestamp(at)} else ${authAttempts.windowStartedAt} end`,
      },
    })
    .returning({ count: authAttempts.count, windowStartedAt: authAttempts.windowStartedAt });
  if (row && row.count > rule.limit) throw tooMany(retryAfterSeconds(row.windowStartedAt, rule.windowMs, at));
}

/**
 * Takes back one attempt counted by countAttempt (one that turned out not to be a failure). Never
 * below zero, and nothing when the window has already been reset.
 */
export async function uncountAttempt(db: Database, key: string): Promise<void> {
  await db
    .update(authAttempts)
    .set({ count: sql`greatest(${authAttempts.count} - 1, 0)` })
    .where(eq(authAttempts.key, key));
}

/** Refuses with 429 when the key is already at its limit, without counting. */
export async function assertBelowLimit(db: Database, rule: ThrottleRule): Promise<void> {
  const at = now();
  const [row] = await db
    .select({ count: authAttempts.count, windowStartedAt: authAttempts.windowStartedAt })
    .from(authAttempts)
    .where(eq(authAttempts.key, rule.key));
  if (!row || row.windowStartedAt.getTime() + rule.windowMs <= at.getTime()) return;
  if (row.count >= rule.limit) throw tooMany(retryAfterSeconds(row.windowStartedAt, rule.windowMs, at));
}

export async function resetAttempts(db: Database, key: string): Promise<void> {
  await db.delete(authAttempts).where(eq(authAttempts.key, key));
}

/** Old windows are worthless; removed now and then so the table stays small. */
export async function removeStaleAttempts(db: Database, windowMs: number): Promise<void> {
  const cutoff = new Date(now().getTime() - windowMs);
  await db.delete(authAttempts).where(sql`${authAttempts.windowStartedAt} <= ${timestamp(cutoff)}`);
}
