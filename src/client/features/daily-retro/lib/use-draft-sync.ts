import { useCallback, useEffect, useRef, useState } from 'react';
import type { Retro } from '../../../../contract/retro';
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

/** The retro's answers and ratings as the user sees them: local drafts first, synced in the background. */
export function useDraftSync(userId: string, retro: Retro) {
  const [initial] = useState(() => initialValues(browserStorage(), userId, retro));
  const [answers, setAnswers] = useState(initial.answers);
  const [ratings, setRatings] = useState(initial.ratings);
  const [states, setStates] = useState(initial.states);
  const syncRef = useRef<DraftSync | null>(null);

  useEffect(() => {
    const sync = new DraftSync({
      storage: browserStorage(),
      userId,
      date: retro.date,
      send: (field, value) => sendDraft(retro.date, field, value),
      onState: (field, state) => setStates((previous) => new Map(previous).set(field, state)),
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
  }, [userId, retro.date]);

  const changeAnswer = useCallback((questionId: number, text: string) => {
    setAnswers((previous) => new Map(previous).set(questionId, text));
    syncRef.current?.change(answerField(questionId), text);
  }, []);

  const changeRating = useCallback((area: string, rating: number) => {
    setRatings((previous) => new Map(previous).set(area, rating));
    syncRef.current?.change(ratingField(area), String(rating), 0);
  }, []);

  /** Sends everything still waiting; resolves true when nothing is left unsynced. */
  const flushAll = useCallback(async () => {
    const sync = syncRef.current;
    if (!sync) return false;
    for (let attempt = 0; attempt < 3; attempt++) {
      await sync.retryAll();
      if (!sync.hasPending()) return true;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return !sync.hasPending();
  }, []);

  return { answers, ratings, states, changeAnswer, changeRating, flushAll };
}
