import type { QuestionCategory } from '../../../../contract/constants';
import { PAGES } from '../../../app/route-table';

/** The journal, opened on a new entry that answers this question. */
export function reflectHref(question: string): string {
  return `${PAGES.journal.path}?prompt=${encodeURIComponent(question)}`;
}

/** 'Regular' is the daily set: say so. */
export function categoryLabel(category: QuestionCategory): string {
  return category === 'Regular' ? 'Regular (daily)' : category;
}
