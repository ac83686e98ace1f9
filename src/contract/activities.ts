import { z } from 'zod';
import {
  ACTIVITIES_ACTIVE_MAX,
  ACTIVITY_DAYS_RANGE_MAX,
  ACTIVITY_ICONS,
  ACTIVITY_NAME_MAX_LENGTH,
  LIFE_AREAS,
  REPORT_PERIODS,
} from './constants';
import { LocalDate } from './local-day';
import { defaultedQuery, optionalQuery } from './query';
import { text, uuidText } from './text';

const iconMessage = `Choose an icon: ${ACTIVITY_ICONS.join(', ')}`;
export const ActivityIcon = z.enum(ACTIVITY_ICONS, { message: iconMessage });

const ActivityName = text({
  max: ACTIVITY_NAME_MAX_LENGTH,
  tooLong: `An activity's name can be at most ${ACTIVITY_NAME_MAX_LENGTH} characters`,
  notText: 'Send the name as text',
})
  .transform((name) => name.trim().replace(/\s+/g, ' '))
  .pipe(z.string().min(1, { message: 'Give the activity a name' }));

const ActivityId = uuidText('Not an activity id');

/** One of a person's activities. Archived ones are no longer offered but keep their past days. */
export const Activity = z.object({
  id: z.string(),
  name: z.string(),
  icon: ActivityIcon,
  position: z.number().int(),
  archived: z.boolean(),
});
export type Activity = z.infer<typeof Activity>;

/** GET /api/activities: active ones first in their order, then archived ones. */
export const ActivityList = z.object({ activities: z.array(Activity) });
export type ActivityList = z.infer<typeof ActivityList>;

/** POST /api/activities: adds one at the end of the list. */
export const CreateActivityBody = z.strictObject({ name: ActivityName, icon: ActivityIcon });
export type CreateActivityBody = z.input<typeof CreateActivityBody>;

/** PATCH /api/activities/:id: renames, changes the icon, archives or brings back. */
export const UpdateActivityBody = z
  .strictObject({
    name: ActivityName.optional(),
    icon: ActivityIcon.optional(),
    archived: z.boolean().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'Send a name, an icon or archived' });
export type UpdateActivityBody = z.input<typeof UpdateActivityBody>;

export const ActivityParams = z.object({ id: ActivityId });

/** PUT /api/activities/order: the active activities' ids in their new order (each exactly once). */
export const ReorderActivitiesBody = z.strictObject({
  ids: z
    .array(ActivityId)
    .max(ACTIVITIES_ACTIVE_MAX, { message: `At most ${ACTIVITIES_ACTIVE_MAX} activities` }),
});
export type ReorderActivitiesBody = z.input<typeof ReorderActivitiesBody>;

/** The activities ticked on one local day. */
export const ActivityDay = z.object({ date: LocalDate, activityIds: z.array(z.string()) });
export type ActivityDay = z.infer<typeof ActivityDay>;

/** PUT /api/activities/days/:date: the whole set ticked that day (today, or yesterday until today ends). */
export const SetActivityDayBody = z.strictObject({
  activityIds: z
    .array(ActivityId)
    .max(ACTIVITIES_ACTIVE_MAX, { message: `At most ${ACTIVITIES_ACTIVE_MAX} activities a day` }),
});
export type SetActivityDayBody = z.input<typeof SetActivityDayBody>;
export const ActivityDayParams = z.object({ date: LocalDate });

const MS_PER_DAY = 86_400_000;
const rangeMessage = `Choose dates in order, at most ${ACTIVITY_DAYS_RANGE_MAX} days from first to last`;

/** Days from `from` to `to`, both counted (dates written YYYY-MM-DD are read as UTC midnights). */
function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / MS_PER_DAY) + 1;
}

/**
 * GET /api/activities/days: days with anything ticked, newest first, optionally within a range. A range
 * with both ends runs forwards and spans at most ACTIVITY_DAYS_RANGE_MAX days (the history and the
 * journal read a month at a time); without one, `limit` caps the days returned.
 */
export const ActivityDaysQuery = z
  .object({
    from: optionalQuery(LocalDate),
    to: optionalQuery(LocalDate),
    limit: defaultedQuery(z.coerce.number().int().min(1).max(3660).default(366)),
  })
  .refine(
    ({ from, to }) =>
      from === undefined ||
      to === undefined ||
      (from <= to && daysInRange(from, to) <= ACTIVITY_DAYS_RANGE_MAX),
    { message: rangeMessage, path: ['to'] },
  );
export const ActivityDayList = z.array(ActivityDay);
export type ActivityDayList = z.infer<typeof ActivityDayList>;

const periodMessage = 'Choose a period: month, year or all';
/** GET /api/activities/good-days?timePeriod=month|year|all: this month, this year or all time. */
export const GoodDaysQuery = z.object({
  timePeriod: text({ max: 10, tooLong: periodMessage, notText: periodMessage }).pipe(
    z.enum(REPORT_PERIODS.filter((p) => p !== 'week') as ['month', 'year', 'all'], {
      message: periodMessage,
    }),
  ),
});

export const GoodDaysMeasure = z.enum(['mood', ...LIFE_AREAS]);
/** "What goes with your good days" (decision record 046): per activity, each measure with and without it. */
export const GoodDaysReport = z.object({
  from: LocalDate,
  to: LocalDate,
  minDays: z.number().int(),
  activities: z.array(
    z.object({
      activityId: z.string(),
      name: z.string(),
      icon: ActivityIcon,
      comparisons: z.array(
        z.object({
          measure: GoodDaysMeasure,
          withDays: z.number().int(),
          withoutDays: z.number().int(),
          withMean: z.number().nullable(),
          withoutMean: z.number().nullable(),
          difference: z.enum(['higher', 'lower']).nullable(),
          enoughDays: z.boolean(),
          sentence: z.string(),
        }),
      ),
    }),
  ),
});
export type GoodDaysReport = z.infer<typeof GoodDaysReport>;
