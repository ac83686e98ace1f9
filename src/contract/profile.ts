import { z } from 'zod';
import { TimeZone } from './auth';
import { DayStartHour, LocalDate } from './local-day';

/** The settings that decide the user's local day, and the local day they give right now. */
export const Profile = z.object({
  timezone: z.string(),
  dayStartHour: z.number().int(),
  today: LocalDate,
});
export type Profile = z.infer<typeof Profile>;

export const UpdateProfileBody = z
  .strictObject({
    timezone: TimeZone.optional(),
    dayStartHour: DayStartHour.optional(),
  })
  .refine((body) => body.timezone !== undefined || body.dayStartHour !== undefined, {
    message: 'Nothing to change: send timezone or dayStartHour',
  });
export type UpdateProfileBody = z.infer<typeof UpdateProfileBody>;
