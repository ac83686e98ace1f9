import { useCallback, useState } from 'react';
import type { FlushResult } from '#client/lib/drafts/draft-kind';
import type { DraftQueue } from '#client/lib/drafts/draft-queue';
import { useDraftQueue } from '#client/lib/drafts/drafts';
import type { SaveState } from '#client/lib/drafts/save-state';
import type { Retro } from '#contract/retro';
import {
  answerField,
  type DraftField,
  RETRO_COMPLETION_KIND,
  RETRO_DRAFT_KIND,
  ratingField,
  retroCompletionKind,
  retroDraftId,
  retroDraftKind,
} from '../api/retro';

/**
 * What a field shows on load: an unsent draft wins over the server's value. One equal to it only lost
 * its confirmation; the queue sends it once more (the same value, harmless) and drops it.
 */
function resolve(queue: DraftQueue, id: string, serverValue: string): string {
  const draft = queue.read<string>(RETRO_DRAFT_KIND, id);
  return draft?.pending ? draft.value : serverValue;
}

function initialValues(queue: DraftQueue, retro: Retro) {
  const answers = new Map<number, string>();
  const ratings = new Map<string, number | null>();
  for (const question of retro.questions)
    answers.set(
      question.id,
      resolve(queue, retroDraftId(retro.date, answerField(question.id)), question.answer),
    );
  for (const { area, rating } of retro.ratings) {
    const value = resolve(
      queue,
      retroDraftId(retro.date, ratingField(area)),
      rating === null ? '' : String(rating),
    );
    ratings.set(area, value === '' ? null : Number(value));
  }
  return { answers, ratings };
}

/** The retro's answers and ratings as the user sees them: local drafts first, sent by the draft queue. */
export function useRetroDrafts(userId: string, retro: Retro) {
  const queue = useDraftQueue(userId, retroDraftKind, retroCompletionKind);
  const [initial] = useState(() => initialValues(queue, retro));
  const [answers, setAnswers] = useState(initial.answers);
  const [ratings, setRatings] = useState(initial.ratings);

  const stateOf = (field: DraftField): SaveState =>
    queue.state(RETRO_DRAFT_KIND, retroDraftId(retro.date, field));

  const changeAnswer = useCallback(
    (questionId: number, text: string) => {
      setAnswers((previous) => new Map(previous).set(questionId, text));
      queue.change(RETRO_DRAFT_KIND, retroDraftId(retro.date, answerField(questionId)), text);
    },
    [queue, retro.date],
  );

  const changeRating = useCallback(
    (area: string, rating: number) => {
      setRatings((previous) => new Map(previous).set(area, rating));
      queue.change(RETRO_DRAFT_KIND, retroDraftId(retro.date, ratingField(area)), String(rating), {
        delayMs: 0,
      });
    },
    [queue, retro.date],
  );

  /**
   * Sends everything still waiting: 'synced' when the server has it all, 'refused' when it turned a value
   * down, 'local' when something is still only on this device (offline, say).
   */
  const flushAll = useCallback(
    (): Promise<FlushResult> => queue.flushAll(RETRO_DRAFT_KIND, `${retro.date}:`),
    [queue, retro.date],
  );

  const retry = useCallback(
    (field: DraftField) => void queue.retry(RETRO_DRAFT_KIND, retroDraftId(retro.date, field)),
    [queue, retro.date],
  );

  /** Completes the retro when the connection returns, after its answers (decision record 045). */
  const completeLater = useCallback(
    () => queue.change(RETRO_COMPLETION_KIND, retro.date, retro.date, { delayMs: 0 }),
    [queue, retro.date],
  );

  /** Takes back a completion kept on this device (to go on writing, or after the server refused it). */
  const keepEditing = useCallback(() => queue.remove(RETRO_COMPLETION_KIND, retro.date), [queue, retro.date]);

  // A completion waiting on this device, and how its sending goes.
  const completion: SaveState | null = queue.read(RETRO_COMPLETION_KIND, retro.date)?.pending
    ? queue.state(RETRO_COMPLETION_KIND, retro.date)
    : null;

  const anyRefused = [
    ...retro.questions.map((q) => answerField(q.id)),
    ...retro.ratings.map((r) => ratingField(r.area)),
  ].some((field) => stateOf(field).status === 'refused');

  return {
    answers,
    ratings,
    stateOf,
    anyRefused,
    changeAnswer,
    changeRating,
    flushAll,
    retry,
    completion,
    completeLater,
    keepEditing,
  };
}
