import { z } from 'zod';
import { QUESTION_CATEGORIES } from './constants';
import { LocalDate } from './local-day';
import { optionalQuery } from './query';
import { text } from './text';

export const QuestionCategory = z.enum(QUESTION_CATEGORIES, {
  message: `Choose one of: ${QUESTION_CATEGORIES.join(', ')}`,
});

export const Question = z.object({
  id: z.number().int(),
  category: QuestionCategory,
  text: z.string(),
});
export type Question = z.infer<typeof Question>;

/** GET /api/questions: browse by category and/or search the text (case-insensitive). */
export const QuestionListQuery = z.object({
  category: optionalQuery(QuestionCategory),
  q: text({ max: 100, tooLong: 'Search for at most 100 characters' }).trim().optional(),
});
export type QuestionListQuery = z.infer<typeof QuestionListQuery>;

export const QuestionList = z.object({ items: z.array(Question) });
export type QuestionList = z.infer<typeof QuestionList>;

export const QuestionParams = z.object({
  id: z.coerce
    .number({ message: 'Not a question id' })
    .int('Not a question id')
    .positive('Not a question id')
    .max(2_147_483_647, 'Not a question id'),
});

/** GET /api/questions/daily: one question for the user's local day. */
export const DailyQuestion = z.object({ date: LocalDate, question: Question });
export type DailyQuestion = z.infer<typeof DailyQuestion>;
