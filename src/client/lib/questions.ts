import { PAGES } from '#client/lib/route-table';
import type { QuestionCategory } from '#contract/constants';

/**
 * The journal, opened on a new entry that answers this question: the text is shown as its prompt and
 * the id is saved with the entry (`promptQuestionId`).
 */
export function reflectHref(question: { id: number; text: string }): string {
  return `${PAGES.journal.path}?${new URLSearchParams({ prompt: question.text, question: String(question.id) })}`;
}

/** 'Regular' is the daily set: say so. */
export function categoryLabel(category: QuestionCategory): string {
  return category === 'Regular' ? 'Regular (daily)' : category;
}

/**
 * The whole library, browsed without a category, taking one question of each category in turn, so the
 * first screen shows every theme rather than a page of the first category. Order within a category stays.
 */
export function interleaveByCategory<T extends { category: QuestionCategory }>(items: readonly T[]): T[] {
  const groups = new Map<QuestionCategory, T[]>();
  for (const item of items) {
    const group = groups.get(item.category);
    if (group) group.push(item);
    else groups.set(item.category, [item]);
  }
  const result: T[] = [];
  for (let index = 0; result.length < items.length; index++) {
    for (const group of groups.values()) {
      const item = group[index];
      if (item) result.push(item);
    }
  }
  return result;
}
