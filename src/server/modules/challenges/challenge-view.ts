import type { Challenge, UserChallenge } from '../../../contract/challenges';
import { addDays, daysBetween, type LocalDate } from '../../../domain/local-day';
import type { ChallengeRow } from '../../db/schema';

export function toChallenge(row: ChallengeRow): Challenge {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    dailyAction: row.dailyAction,
    category: row.category,
    durationDays: row.durationDays,
    icon: row.icon,
  };
}

export interface UserChallengeRecord {
  id: string;
  challengeId: string;
  assignedAt: Date;
  startDate: string;
  completedAt: Date | null;
  completedDate: string | null;
  notes: string | null;
}

/**
 * Which day of the challenge `date` is: day 1 is the day it was taken on; it never goes past the
 * last day (a challenge left open after its end stays on its last day until completed).
 */
export function challengeDay(startDate: LocalDate, date: LocalDate, durationDays: number): number {
  return Math.min(Math.max(daysBetween(startDate, date) + 1, 1), durationDays);
}

/** A completed challenge stays on the day it was completed; an open one moves with the user's today. */
export function toUserChallenge(
  record: UserChallengeRecord,
  challenge: ChallengeRow,
  today: LocalDate,
): UserChallenge {
  return {
    id: record.id,
    challengeId: record.challengeId,
    challenge: toChallenge(challenge),
    status: record.completedAt ? 'completed' : 'in_progress',
    startDate: record.startDate,
    endDate: addDays(record.startDate, challenge.durationDays - 1),
    day: challengeDay(record.startDate, record.completedDate ?? today, challenge.durationDays),
    assignedAt: record.assignedAt.toISOString(),
    completedAt: record.completedAt?.toISOString() ?? null,
    completedDate: record.completedDate,
    notes: record.notes,
  };
}
