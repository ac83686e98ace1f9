import { z } from 'zod';
import { TimeZone } from './auth';
import { WEEK_STARTS } from './constants';
import { DayStartHour, LocalDate } from './local-day';

/** The first day of the week in reports. */
export const WeekStartChoice = z.enum(WEEK_STARTS, { message: 'Choose monday, sunday or saturday' });

/** The settings that decide the user's local day, and the local day they give right now. */
export const Profile = z.object({
  timezone: z.string(),
  dayStartHour: z.number().int(),
  weekStart: z.enum(WEEK_STARTS),
  today: LocalDate,
});
export type Profile = z.infer<typeof Profile>;

export const UpdateProfileBody = z
  .strictObject({
    timezone: TimeZone.optional(),
    dayStartHour: DayStartHour.optional(),
    weekStart: WeekStartChoice.optional(),
  })
  .refine(
    (body) => body.timezone !== undefined || body.dayStartHour !== undefined || body.weekStart !== undefined,
    { message: 'Nothing to change: send timezone, dayStartHour or weekStart' },
  );
export type UpdateProfileBody = z.infer<typeof UpdateProfileBody>;
