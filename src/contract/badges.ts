import { z } from 'zod';
import { LocalDate } from './local-day';
import { text } from './text';

/** A badge of the catalogue, with how far the signed-in user is towards it. */
export const Badge = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  icon: z.string(),
  /** How to earn it, in a sentence. */
  howToEarn: z.string(),
  progress: z.object({ current: z.number().int().min(0), target: z.number().int().min(1) }),
  earned: z.boolean(),
});
export type Badge = z.infer<typeof Badge>;
export const BadgeList = z.array(Badge);
export type BadgeList = z.infer<typeof BadgeList>;

/** A badge the user earned, once, on `awardedDate`. `notified` is false until they were told. */
export const UserBadge = z.object({
  badgeId: z.string(),
  badge: Badge.omit({ progress: true, earned: true }),
  awardedAt: z.string(),
  awardedDate: LocalDate,
  notified: z.boolean(),
  /** Earned on the user's current local day: only such a badge is celebrated; older unseen ones are listed quietly. */
  earnedToday: z.boolean(),
});
export type UserBadge = z.infer<typeof UserBadge>;
export const UserBadgeList = z.array(UserBadge);
export type UserBadgeList = z.infer<typeof UserBadgeList>;

/** POST /api/badges/user/notified: the user has been told about these badges. */
export const MarkBadgesNotifiedBody = z.strictObject({
  badgeIds: z
    .array(text({ max: 100, tooLong: 'Not a badge' }).min(1, 'Not a badge'))
    .min(1)
    .max(100),
});
export type MarkBadgesNotifiedBody = z.infer<typeof MarkBadgesNotifiedBody>;
