// Home's summary (GET /api/home): today's retro, the question of the day, recent entries and the next
// step. It carries today's mood too, which READ_RULES (query-client.ts) writes into that query's cache.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HomeSummary } from '#contract/home';

export const homeKeys = {
  summary: ['/api/home'] as const,
};

export const homeQuery = queryOptions<HomeSummary>({ queryKey: homeKeys.summary });

export function useHome() {
  return useQuery(homeQuery);
}
