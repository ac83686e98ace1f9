import { z } from 'zod';

export const Referral = z.object({
  code: z.string(),
  link: z.string(),
  /** Accounts made with the code. */
  joined: z.number().int(),
  /** Of those, the ones credited: retros on 3 different days, not from the referrer's connection. */
  credited: z.number().int(),
  /** Streak freezes earned from credited referrals (capped). */
  freezesEarned: z.number().int(),
  freezesMax: z.number().int(),
});
export type Referral = z.infer<typeof Referral>;
