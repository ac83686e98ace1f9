import { daysBetween, type LocalDate } from './local-day';

/**
 * Which questions a user is asked on a local day.
 *
 * Every user has their own fixed order of the question pool (a hash of user id and question id).
 * Day number k (days since 2000-01-01) starts at position k × count in that cycle and takes the
 * next `count` questions that were not asked in the user's retros of the previous six days. With a
 * pool of at least 7 × count questions, seven consecutive days take seven disjoint stretches of
 * the cycle, so a question comes back after ⌊pool / count⌋ days at the soonest and never within
 * a week; the "not asked recently" check keeps that promise when the pool changes (a question
 * added or retired shifts the cycle). Only a pool too small to fill a week repeats sooner.
 * The same user, day, pool and history always give the same questions.
 */
export interface RetroQuestionInput {
  userId: string;
  date: LocalDate;
  /** Ids of the active questions to choose from. */
  pool: readonly number[];
  /** Questions in the user's retros of the six days before `date`. */
  recentlyAsked: ReadonlySet<number>;
  count: number;
}

const ROTATION_EPOCH: LocalDate = '2000-01-01';

/** FNV-1a, 32 bits: a small, stable, well-spread hash (not for secrets). */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** The pool in the user's own fixed order. */
function userCycle(userId: string, pool: readonly number[], salt: string): number[] {
  const keyed = [...new Set(pool)].map((id) => ({ id, key: stableHash(`${userId}:${salt}:${id}`) }));
  keyed.sort((a, b) => a.key - b.key || a.id - b.id);
  return keyed.map((entry) => entry.id);
}

function modulo(value: number, divisor: number): number {
  return ((value % divisor) + divisor) % divisor;
}

export function pickRetroQuestions(input: RetroQuestionInput): number[] {
  const cycle = userCycle(input.userId, input.pool, 'retro');
  if (cycle.length === 0 || input.count <= 0) return [];
  const start = modulo(daysBetween(ROTATION_EPOCH, input.date) * input.count, cycle.length);
  const walk = cycle.map((_, i) => cycle[(start + i) % cycle.length] as number);
  const fresh = walk.filter((id) => !input.recentlyAsked.has(id));
  const picked = fresh.slice(0, input.count);
  // A pool too small for a week without repeats: fill up in cycle order.
  for (const id of walk) {
    if (picked.length >= input.count) break;
    if (!picked.includes(id)) picked.push(id);
  }
  return picked;
}

/**
 * The question of the day: the user's own order of the pool, one step a day, so every question
 * comes round once before any comes back.
 */
export function pickQuestionOfTheDay(
  userId: string,
  date: LocalDate,
  pool: readonly number[],
): number | null {
  const cycle = userCycle(userId, pool, 'daily');
  if (cycle.length === 0) return null;
  return cycle[modulo(daysBetween(ROTATION_EPOCH, date), cycle.length)] ?? null;
}
