import type { QuestionCategory } from '../../../../contract/constants';
import { PAGES } from '../../../app/route-table';

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
