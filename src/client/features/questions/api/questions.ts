// The question library (GET /api/questions), by category and searched.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { QuestionCategory } from '#contract/constants';
import type { QuestionList } from '#contract/questions';

export interface QuestionFilters {
  category?: QuestionCategory;
  q?: string;
}

export const questionKeys = {
  all: ['/api/questions'] as const,
  list: ({ category, q }: QuestionFilters) => ['/api/questions', { category, q: q || undefined }] as const,
};

/** While a new category or search loads, the questions shown stay (marked as loading). */
export const questionsQuery = (filters: QuestionFilters) =>
  queryOptions<QuestionList>({ queryKey: questionKeys.list(filters), placeholderData: keepPreviousData });

export function useQuestions(filters: QuestionFilters) {
  return useQuery(questionsQuery(filters));
}
