import type { Challenge, UserChallenge } from '#contract/challenges';
import {
  type ChallengeDoneWhen,
  challengeDay,
  challengeDoneWhen,
  challengeEndDate,
} from '#domain/challenge-days';
import type { LocalDate } from '#domain/local-day';
import type { ChallengeRow } from '#server/db/schema';

export function toChallenge(row: ChallengeRow): Challenge {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    dailyAction: row.dailyAction,
    category: row.category,
    durationDays: row.durationDays,
    icon: row.icon,
    doneWhen: challengeDoneWhen(row.id),
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
  checkedDays: string[];
}

/** The user's journal days, as far as challenges count them: every day with an entry, and the ones replying to a library question. */
export interface JournalDays {
  withEntry: ReadonlySet<LocalDate>;
  withQuestionEntry: ReadonlySet<LocalDate>;
}

export const NO_JOURNAL_DAYS: JournalDays = { withEntry: new Set(), withQuestionEntry: new Set() };

/** The days of the challenge whose daily action was done, oldest first. */
function doneDates(
  record: UserChallengeRecord,
  doneWhen: ChallengeDoneWhen,
  endDate: LocalDate,
  journal: JournalDays,
): LocalDate[] {
  const days =
    doneWhen === 'ticked'
      ? record.checkedDays
      : [...(doneWhen === 'journal-entry' ? journal.withEntry : journal.withQuestionEntry)];
  return [...new Set(days)].filter((date) => date >= record.startDate && date <= endDate).sort();
}

/** A completed challenge stays on the day it was completed; an open one moves with the user's today. */
export function toUserChallenge(
  record: UserChallengeRecord,
  challenge: ChallengeRow,
  today: LocalDate,
  journal: JournalDays = NO_JOURNAL_DAYS,
): UserChallenge {
  const endDate = challengeEndDate(record.startDate, challenge.durationDays);
  return {
    id: record.id,
    challengeId: record.challengeId,
    challenge: toChallenge(challenge),
    status: record.completedAt ? 'completed' : 'in_progress',
    startDate: record.startDate,
    endDate,
    day: challengeDay(record.startDate, record.completedDate ?? today, challenge.durationDays),
    today,
    assignedAt: record.assignedAt.toISOString(),
    completedAt: record.completedAt?.toISOString() ?? null,
    completedDate: record.completedDate,
    notes: record.notes,
    doneDates: doneDates(record, challengeDoneWhen(challenge.id), endDate, journal),
  };
}
