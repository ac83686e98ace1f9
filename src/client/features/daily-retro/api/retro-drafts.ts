import type { QueryClient } from '@tanstack/react-query';
import type { Retro, RetroProgress, RetroToday, SavedAnswer, SavedRating } from '../../../../contract/retro';
import { api } from '../../../lib/api-client';
import type { SyncedDraftKind } from '../../../lib/drafts/draft-kind';
import type { DraftRecord } from '../../../lib/drafts/draft-store';
import { retroKeys } from './retro-keys';

/** One thing a retro saves: an answer (`answer:<questionId>`) or an area rating (`rating:<area>`). */
export type DraftField = `answer:${number}` | `rating:${string}`;

export const RETRO_DRAFT_KIND = 'retro';
/** How long typing pauses before an answer is sent; a rating goes at once. */
export const ANSWER_SAVE_DELAY_MS = 800;

export const answerField = (questionId: number): DraftField => `answer:${questionId}`;
export const ratingField = (area: string): DraftField => `rating:${area}`;

/** A retro draft's id: `<date>:<field>`. */
export const retroDraftId = (date: string, field: DraftField) => `${date}:${field}`;

export function parseRetroDraftId(id: string): { date: string; field: DraftField } {
  return { date: id.slice(0, 10), field: id.slice(11) as DraftField };
}

type Saved = SavedAnswer | SavedRating;

function withSaved(retro: Retro, saved: Saved): Retro {
  const progress: RetroProgress = saved.progress;
  if ('questionId' in saved) {
    const questions = retro.questions.map((question) =>
      question.id === saved.questionId
        ? { ...question, answer: saved.text, answeredAt: saved.answeredAt }
        : question,
    );
    return { ...retro, ...progress, questions };
  }
  const ratings = retro.ratings.map((rating) =>
    rating.area === saved.area ? { ...rating, rating: saved.rating } : rating,
  );
  return { ...retro, ...progress, ratings };
}

/**
 * The server's answer goes into the open retro (today's and by date) at once, so moving away and back
 * shows it; home's progress and next step and the history are read again when next shown.
 */
export function confirmRetroDraft(queryClient: QueryClient, saved: Saved, draft: DraftRecord<string>): void {
  const { date } = parseRetroDraftId(draft.id);
  queryClient.setQueryData<RetroToday>(retroKeys.today, (today) =>
    today && today.retro.date === date ? { ...today, retro: withSaved(today.retro, saved) } : today,
  );
  queryClient.setQueryData<Retro>(retroKeys.byDate(date), (retro) =>
    retro ? withSaved(retro, saved) : retro,
  );
  void queryClient.invalidateQueries({ queryKey: retroKeys.home });
  void queryClient.invalidateQueries({ queryKey: retroKeys.history });
}

/** Answers and ratings of a retro, saved as the user types (PUT, so sending one twice is harmless). */
export const retroDraftKind: SyncedDraftKind<string, Saved> = {
  name: RETRO_DRAFT_KIND,
  delayMs: ANSWER_SAVE_DELAY_MS,
  send: (draft) => {
    const { date, field } = parseRetroDraftId(draft.id);
    const [kind, id] = field.split(':') as [string, string];
    if (kind === 'answer')
      return api.put<SavedAnswer>(`/api/retro/${date}/answers/${id}`, { text: draft.value });
    return api.put<SavedRating>(`/api/retro/${date}/ratings/${encodeURIComponent(id)}`, {
      rating: Number(draft.value),
    });
  },
  confirm: confirmRetroDraft,
  // A refusal often means the day moved on ("That retro is closed…"): ask which retro is open now.
  onRefused: (queryClient) => void queryClient.invalidateQueries({ queryKey: retroKeys.today }),
};
