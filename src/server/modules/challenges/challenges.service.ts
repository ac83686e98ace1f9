import type {
  AssignChallengeBody,
  ChallengeList,
  CompleteChallengeBody,
  UserChallenge,
  UserChallengeList,
} from '../../../contract/challenges';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { now as clockNow } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import { awardEarnedBadges } from '../badges/badge-awards';
import { type DaySettings, todayFor } from '../profile/profile.service';
import { toChallenge, toUserChallenge } from './challenge-view';
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

  return {
    async list(): Promise<ChallengeList> {
      return (await queries.catalogue()).map(toChallenge);
    },

    async ofUser(user: ChallengeUser): Promise<UserChallengeList> {
      const today = todayFor(user);
      const rows = await queries.ofUser(user.id);
      return rows.map(({ challenge, ...record }) => toUserChallenge(record, challenge, today));
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
        return toUserChallenge(record, challenge, today);
      } catch (error) {
        // The open-assignment unique index also settles two assignments racing each other.
        if (!isUniqueViolation(error)) throw error;
        throw new AppError(
          'CONFLICT',
          `You are already doing "${challenge.title}". Complete it before taking it on again.`,
        );
      }
    },

    /** Completes the challenge in progress with the user's notes, then awards any badge it earned. */
    async complete(user: ChallengeUser, body: CompleteChallengeBody): Promise<UserChallenge> {
      const challenge = await challengeOrNotFound(body.challengeId);
      const now = clockNow();
      const today = todayFor(user, now);
      const record = await queries.complete(user.id, challenge.id, {
        completedAt: now,
        completedDate: today,
        notes: body.notes.trim() || null,
      });
      if (!record) {
        const message = (await queries.hasCompleted(user.id, challenge.id))
          ? `You have already completed "${challenge.title}". Take it on again to do another round.`
          : `You have not taken on "${challenge.title}" yet. Take it on before completing it.`;
        throw new AppError('CONFLICT', message);
      }
      await awardEarnedBadges(db, user, now);
      return toUserChallenge(record, challenge, today);
    },
  };
}
