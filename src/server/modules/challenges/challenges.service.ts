import type {
  AssignChallengeBody,
  ChallengeList,
  CheckChallengeDayBody,
  CompleteChallengeBody,
  UserChallenge,
  UserChallengeList,
} from '#contract/challenges';
import {
  canCompleteOn,
  canTickOn,
  challengeDoneWhen,
  challengeEndDate,
  tooSoonToCompleteMessage,
} from '#domain/challenge-days';
import type { Database } from '#server/db/client';
import type { ChallengeRow } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { now as clockNow } from '#server/lib/clock';
import { isUniqueViolation } from '#server/lib/db-errors';
import { awardEarnedBadges } from '#server/modules/badges/badge-awards';
import { type DaySettings, todayFor } from '#server/modules/profile/profile.service';
import { type JournalDays, NO_JOURNAL_DAYS, toChallenge, toUserChallenge } from './challenge-view';
import { createChallengeQueries } from './challenges.queries';

export type ChallengeUser = DaySettings & { id: string };

const unknownChallenge = () => new AppError('NOT_FOUND', 'That challenge does not exist');

/**
 * The challenge catalogue and the challenges a user took on. A user's challenges are found by
 * (user, challenge): another user's assignments are never read or changed.
 */
export function createChallengeService(db: Database) {
  const queries = createChallengeQueries(db);

  async function challengeOrNotFound(id: string) {
    const challenge = await queries.findChallenge(id);
    if (!challenge) throw unknownChallenge();
    return challenge;
  }

  /** Why the user's challenge cannot be completed (or its days ticked): not taken on, or already completed. */
  async function notInProgress(
    userId: string,
    challenge: ChallengeRow,
    doing: 'complete' | 'tick',
  ): Promise<AppError> {
    const { title } = challenge;
    const message = (await queries.hasCompleted(userId, challenge.id))
      ? doing === 'complete'
        ? `You have already completed "${title}". Take it on again to do another round.`
        : `You have already completed "${title}": its days can no longer be changed.`
      : `You have not taken on "${title}" yet. Take it on before ${doing === 'complete' ? 'completing it' : 'ticking its days'}.`;
    return new AppError('CONFLICT', message);
  }

  /** The journal days the user's journal challenges count, read once for all of them. */
  async function journalDaysFor(
    userId: string,
    taken: readonly { startDate: string; challenge: ChallengeRow }[],
  ): Promise<JournalDays> {
    const counted = taken.filter(({ challenge }) => challengeDoneWhen(challenge.id) !== 'ticked');
    if (counted.length === 0) return NO_JOURNAL_DAYS;
    // Local dates (YYYY-MM-DD) sort as text.
    const from = counted.map((c) => c.startDate).sort()[0] as string;
    const to = counted
      .map((c) => challengeEndDate(c.startDate, c.challenge.durationDays))
      .sort()
      .at(-1) as string;
    const rows = await queries.journalDays(userId, from, to);
    return {
      withEntry: new Set(rows.map((row) => row.localDate)),
      withQuestionEntry: new Set(rows.filter((row) => row.withQuestion).map((row) => row.localDate)),
    };
  }

  return {
    async list(): Promise<ChallengeList> {
      return (await queries.catalogue()).map(toChallenge);
    },

    async ofUser(user: ChallengeUser): Promise<UserChallengeList> {
      const today = todayFor(user);
      const rows = await queries.ofUser(user.id);
      const journal = await journalDaysFor(user.id, rows);
      return rows.map(({ challenge, ...record }) => toUserChallenge(record, challenge, today, journal));
    },

    /** Takes a challenge on from today. One already in progress is refused; a completed one may be repeated. */
    async assign(user: ChallengeUser, body: AssignChallengeBody): Promise<UserChallenge> {
      const challenge = await challengeOrNotFound(body.challengeId);
      const now = clockNow();
      const today = todayFor(user, now);
      try {
        const record = await queries.assign({
          userId: user.id,
          challengeId: challenge.id,
          assignedAt: now,
          startDate: today,
        });
        const journal = await journalDaysFor(user.id, [{ startDate: record.startDate, challenge }]);
        return toUserChallenge(record, challenge, today, journal);
      } catch (error) {
        // The open-assignment unique index also settles two assignments racing each other.
        if (!isUniqueViolation(error)) throw error;
        throw new AppError(
          'CONFLICT',
          `You are already doing "${challenge.title}". Complete it before taking it on again.`,
        );
      }
    },

    /**
     * Ticks or unticks one day of a challenge in progress whose daily action happens away from the app.
     * Only a day that has begun can be ticked: from day 1 up to today, never past the last day.
     */
    async checkDay(user: ChallengeUser, body: CheckChallengeDayBody): Promise<UserChallenge> {
      const challenge = await challengeOrNotFound(body.challengeId);
      if (challengeDoneWhen(challenge.id) !== 'ticked') {
        throw new AppError(
          'CONFLICT',
          `The days of "${challenge.title}" count themselves from your journal entries.`,
        );
      }
      const today = todayFor(user);
      const taken = await queries.findOpen(user.id, challenge.id);
      if (!taken) throw await notInProgress(user.id, challenge, 'tick');
      if (!canTickOn(body.date, today, taken.startDate, challenge.durationDays)) {
        throw new AppError(
          'CONFLICT',
          body.date > today
            ? 'That day has not come yet: tick it once you have done it.'
            : `That day is not one of the days of "${challenge.title}".`,
        );
      }
      const record = await queries.setDayChecked(user.id, challenge.id, body.date, body.done);
      if (!record) throw await notInProgress(user.id, challenge, 'tick');
      return toUserChallenge(record, challenge, today);
    },

    /**
     * Completes the challenge in progress with the user's notes, then awards any badge it earned. Only
     * from its last day on (in the user's calendar): before that it is refused, naming that day.
     */
    async complete(user: ChallengeUser, body: CompleteChallengeBody): Promise<UserChallenge> {
      const challenge = await challengeOrNotFound(body.challengeId);
      const now = clockNow();
      const today = todayFor(user, now);
      const taken = await queries.findOpen(user.id, challenge.id);
      if (!taken) throw await notInProgress(user.id, challenge, 'complete');
      if (!canCompleteOn(today, taken.startDate, challenge.durationDays)) {
        throw new AppError(
          'CONFLICT',
          tooSoonToCompleteMessage(today, taken.startDate, challenge.durationDays),
        );
      }
      const record = await queries.complete(user.id, challenge.id, {
        completedAt: now,
        completedDate: today,
        notes: body.notes.trim() || null,
      });
      // Completed by a request racing this one.
      if (!record) throw await notInProgress(user.id, challenge, 'complete');
      await awardEarnedBadges(db, user, now);
      const journal = await journalDaysFor(user.id, [{ startDate: record.startDate, challenge }]);
      return toUserChallenge(record, challenge, today, journal);
    },
  };
}
