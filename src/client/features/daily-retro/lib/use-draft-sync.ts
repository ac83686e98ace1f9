import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Retro } from '../../../../contract/retro';
import { retroKeys } from '../api/retro-keys';
import { sendDraft } from '../api/send-draft';
import {
  answerField,
  type DraftField,
  type DraftStorage,
  draftKey,
  ratingField,
  resolveDraft,
} from './draft-store';
import { DraftSync, type SaveState } from './draft-sync';

function browserStorage(): DraftStorage {
  return window.localStorage;
}

function initialValues(storage: DraftStorage, userId: string, retro: Retro) {
  const answers = new Map<number, string>();
  const ratings = new Map<string, number | null>();
  const states = new Map<DraftField, SaveState>();
  for (const question of retro.questions) {
    const field = answerField(question.id);
    const { value, pending } = resolveDraft(storage, draftKey(userId, retro.date, field), question.answer);
    answers.set(question.id, value);
    if (pending) states.set(field, 'local');
  }
  for (const { area, rating } of retro.ratings) {
    const field = ratingField(area);
    const { value, pending } = resolveDraft(
      storage,
      draftKey(userId, retro.date, field),
      rating === null ? '' : String(rating),
    );
    ratings.set(area, value === '' ? null : Number(value));
    if (pending) states.set(field, 'local');
  }
  return { answers, ratings, states };
}

export type FlushResult = { status: 'synced' | 'local' } | { status: 'refused'; reason: string };

/** The retro's answers and ratings as the user sees them: local drafts first, synced in the background. */
export function useDraftSync(userId: string, retro: Retro) {
  const [initial] = useState(() => initialValues(browserStorage(), userId, retro));
  const [answers, setAnswers] = useState(initial.answers);
  const [ratings, setRatings] = useState(initial.ratings);
  const [states, setStates] = useState(initial.states);
  /** The server's reason for each refused field. */
  const [refusals, setRefusals] = useState<ReadonlyMap<DraftField, string>>(new Map());
  const syncRef = useRef<DraftSync | null>(null);
  const queryClient = useQueryClient();

  useEffect(() => {
    const sync = new DraftSync({
      storage: browserStorage(),
      userId,
      date: retro.date,
      send: (field, value) => sendDraft(retro.date, field, value),
      onState: (field, state, message) => {
        setStates((previous) => new Map(previous).set(field, state));
        setRefusals((previous) => {
          if (state !== 'refused' && !previous.has(field)) return previous;
          const next = new Map(previous);
          if (state === 'refused') next.set(field, message ?? '');
          else next.delete(field);
          return next;
        });
        // A refusal often means the day moved on ("That retro is closed…"): ask which retro is open now.
        if (state === 'refused') void queryClient.invalidateQueries({ queryKey: retroKeys.today });
      },
    });
    syncRef.current = sync;
    // Drafts left from an earlier visit (offline, closed tab) go out now.
    void sync.retryAll();
    const onOnline = () => void sync.retryAll();
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('online', onOnline);
      sync.dispose();
      syncRef.current = null;
    };
  }, [userId, retro.date, queryClient]);

  const changeAnswer = useCallback((questionId: number, text: string) => {
    setAnswers((previous) => new Map(previous).set(questionId, text));
    syncRef.current?.change(answerField(questionId), text);
  }, []);

  const changeRating = useCallback((area: string, rating: number) => {
    setRatings((previous) => new Map(previous).set(area, rating));
    syncRef.current?.change(ratingField(area), String(rating), 0);
  }, []);

  /**
   * Sends everything still waiting: 'synced' when the server has it all, 'refused' when it turned a value
   * down, 'local' when something is still only on this device (offline, say).
   */
  const flushAll = useCallback(async (): Promise<FlushResult> => {
    const sync = syncRef.current;
    if (!sync) return { status: 'local' };
    for (let attempt = 0; attempt < 3; attempt++) {
      await sync.retryAll();
      if (!sync.hasPending()) return { status: 'synced' };
      const reason = sync.firstRefusal();
      if (reason !== null) return { status: 'refused', reason };
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    if (!sync.hasPending()) return { status: 'synced' };
    const reason = sync.firstRefusal();
    return reason === null ? { status: 'local' } : { status: 'refused', reason };
  }, []);

  return { answers, ratings, states, refusals, changeAnswer, changeRating, flushAll };
}
