import { formatDate } from '#client/lib/dates';
import type { Retro } from '#contract/retro';
import { answerField, type DraftField, ratingField } from '../api/retro';

export interface ClosedDraftLine {
  field: DraftField;
  /** The question, or the life area of a rating. */
  label: string;
  text: string;
}

/**
 * The drafts of a closed retro that differ from what the server kept, in the retro's order. A draft
 * equal to the saved value reached the server (only its confirmation was lost) and is left out.
 */
export function unsavedLines(
  retro: Pick<Retro, 'questions' | 'ratings'>,
  drafts: ReadonlyMap<DraftField, string>,
) {
  const lines: ClosedDraftLine[] = [];
  for (const question of retro.questions) {
    const field = answerField(question.id);
    const text = drafts.get(field);
    if (text !== undefined && text !== question.answer && text.trim() !== '') {
      lines.push({ field, label: question.text, text });
    }
  }
  for (const { area, rating } of retro.ratings) {
    const field = ratingField(area);
    const text = drafts.get(field);
    if (text !== undefined && text !== String(rating))
      lines.push({ field, label: area, text: `${text} of 5` });
  }
  return lines;
}

/** The drafts as they are, when the retro itself cannot be read to put them in order. */
export function rawLines(drafts: ReadonlyMap<DraftField, string>): ClosedDraftLine[] {
  return [...drafts].flatMap(([field, text]) => {
    const [kind, id] = field.split(':') as [string, string];
    if (text.trim() === '') return [];
    return [
      kind === 'rating' ? { field, label: id, text: `${text} of 5` } : { field, label: 'An answer', text },
    ];
  });
}

/** A journal entry (Markdown) holding the unsaved lines of the retro of `date`. */
export function journalEntryOf(date: string, lines: readonly ClosedDraftLine[]) {
  const answers = lines.filter((line) => line.field.startsWith('answer:'));
  const ratings = lines.filter((line) => line.field.startsWith('rating:'));
  const parts = answers.map((line) => `**${line.label}**\n\n${line.text.trim()}`);
  if (ratings.length > 0) parts.push(ratings.map((line) => `- ${line.label}: ${line.text}`).join('\n'));
  return { title: `Retro notes from ${formatDate(date, 'day')}`, body: parts.join('\n\n'), date };
}
