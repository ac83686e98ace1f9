import { z } from 'zod';
import { CHALLENGE_NOTES_MAX_LENGTH } from './constants';
import { LocalDate } from './local-day';
import { text } from './text';

export const Challenge = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  dailyAction: z.string(),
  category: z.string(),
  durationDays: z.number().int().min(1),
  icon: z.string(),
  /**
   * What marks a day of it as done: 'ticked' by the user (the action happens away from the app), or a
   * journal entry on that day ('journal-entry'), or one replying to a library question ('question-entry').
   */
  doneWhen: z.enum(['ticked', 'journal-entry', 'question-entry']),
});
export type Challenge = z.infer<typeof Challenge>;
export const ChallengeList = z.array(Challenge);
export type ChallengeList = z.infer<typeof ChallengeList>;

/**
 * A challenge the user took on. `day` is today's day of it (1-based, capped at the duration); it can be
 * completed from its last day on (`day` equal to the duration). `doneDates` are the days of it whose
 * daily action was done, oldest first.
 */
export const UserChallenge = z.object({
  id: z.string(),
  challengeId: z.string(),
  challenge: Challenge,
  status: z.enum(['in_progress', 'completed']),
  startDate: LocalDate,
  /** The last day of the challenge's duration. */
  endDate: LocalDate,
  day: z.number().int().min(1),
  /** The user's today when this was read: the day a card marks "(today)", and whether the challenge has ended. */
  today: LocalDate,
  assignedAt: z.string(),
  completedAt: z.string().nullable(),
  completedDate: LocalDate.nullable(),
  notes: z.string().nullable(),
  doneDates: z.array(LocalDate),
});
export type UserChallenge = z.infer<typeof UserChallenge>;
export const UserChallengeList = z.array(UserChallenge);
export type UserChallengeList = z.infer<typeof UserChallengeList>;

const ChallengeIdField = text({
  max: 100,
  tooLong: 'That is not a challenge',
  notText: 'Choose a challenge',
}).min(1, 'Choose a challenge');

/** POST /api/challenges/assign */
export const AssignChallengeBody = z.strictObject({ challengeId: ChallengeIdField });
/** POST /api/challenges/complete */
export const CompleteChallengeBody = z.strictObject({
  challengeId: ChallengeIdField,
  notes: text({
    max: CHALLENGE_NOTES_MAX_LENGTH,
    tooLong: `Notes can be at most ${CHALLENGE_NOTES_MAX_LENGTH} characters`,
    notText: 'Send the notes as text',
  }).transform((notes) => notes.trim()),
});
/** PUT /api/challenges/days: ticks (or unticks) one day of a challenge in progress. */
export const CheckChallengeDayBody = z.strictObject({
  challengeId: ChallengeIdField,
  date: LocalDate,
  done: z.boolean({ message: 'Say whether the day is done' }),
});
export type AssignChallengeBody = z.infer<typeof AssignChallengeBody>;
export type CompleteChallengeBody = z.input<typeof CompleteChallengeBody>;
export type CheckChallengeDayBody = z.infer<typeof CheckChallengeDayBody>;
