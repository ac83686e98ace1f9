/** The rules behind the report, said once for the summary's and the area cards' "How is this worked out?". */
import { EARLY_MIN_MOODS, EARLY_MIN_RATED_DAYS } from '#domain/reports/early-insights';
import { INSIGHT_MIN_DAYS } from '#domain/reports/insights';
import { AREA_RATINGS } from './getting-started';

export const HOW_STRENGTH =
  'Each area has a strength from 1 to 5, on the same scale as your ratings: an average of your ratings of it in which the newest count most. A rating counts half as much once you have rated the area 14 more times, so one bad day moves a long-rated area by about 0.2 and a month of them moves it most of the way. Days you do not rate an area leave its score where it is.';

export const HOW_STRONGEST = `The strongest area is the one with the highest strength at the end of the period, among the areas rated at least ${AREA_RATINGS} times in it. Areas with the same strength are named together.`;

export const HOW_IMPROVEMENT = `The area to improve is, among the other areas rated at least ${AREA_RATINGS} times, the one whose average rating fell the most since the period before (by at least 0.5 of a point). When none fell that much, it is the one with the lowest strength.`;

export const HOW_INSIGHTS = [
  `The best and hardest day of the week need ${EARLY_MIN_RATED_DAYS} rated days, and a gap of at least 0.5 between them; a day level with another is not named.`,
  `The area that moved most needs ${AREA_RATINGS} ratings of it in this period and in the one before, and a move of at least 0.5.`,
  `Moods this week against last need ${EARLY_MIN_MOODS} moods in each week.`,
  `Comparisons of your mood on two kinds of days need ${INSIGHT_MIN_DAYS} days on each side and a difference of at least 0.5. Each insight says how many days it is told from.`,
];
