import { useEffect, useRef, useState } from 'react';
import { ApiError, errorMessage, NETWORK_ERROR_CODE } from '#client/lib/api-client';
import { notSavedText } from '#client/lib/drafts/save-state';
import { toast } from '#client/lib/toast-store';
import { type LifeArea, RETRO_COMPLETION_MESSAGE } from '#contract/constants';
import type { Retro } from '#contract/retro';
import { useCompleteRetro } from '../api/retro';
import { REFUSED_HINT } from '../components/answer-field';
import { missingFields, missingFromErrors, missingMessage } from './completeness';
import type { useRetroDrafts } from './use-retro-drafts';

type RetroDrafts = ReturnType<typeof useRetroDrafts>;

/**
 * Completing a retro: every field filled in here first, then every answer sent, then the server's word.
 * What stops it is one message at a time (missing fields, or a save the server refused), which takes the
 * focus on each refused attempt.
 */
export function useRetroCompletion(
  retro: Retro,
  draft: RetroDrafts,
  ratings: ReadonlyArray<{ area: LifeArea; rating: number | null }>,
  onFinished?: () => void,
) {
  const complete = useCompleteRetro(retro.date);
  const [missing, setMissing] = useState<string[]>([]);
  // A save the server refused (shown until every refused answer is saved); missing fields are told
  // apart, from `missing`, and only while they are still missing.
  const [refusal, setRefusal] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const errorRef = useRef<HTMLDivElement>(null);

  // A missing field stops being marked once it is filled in.
  const stillMissing = missing.filter((path) =>
    missingFields(retro.questions, draft.answers, ratings).includes(path),
  );
  const refusalText = refusal && draft.anyRefused ? refusal : null;
  // One message at a time, in the banner only (it is an alert, so it is also read out).
  const errorText = missingMessage(stillMissing) ?? refusalText;

  function refuse(paths: string[]) {
    setMissing(paths);
    setRefusal(null);
    setAttempt((count) => count + 1);
  }

  // Each refused attempt takes the focus to its message once it is on the page (a frame timer could
  // run before React has rendered it, after an await).
  useEffect(() => {
    if (attempt > 0) errorRef.current?.focus();
  }, [attempt]);

  async function finish() {
    const localMissing = missingFields(retro.questions, draft.answers, ratings);
    if (localMissing.length > 0) return refuse(localMissing);
    setMissing([]);
    setRefusal(null);
    const synced = await draft.flushAll();
    if (synced.status === 'refused') {
      setRefusal(`${notSavedText(synced.reason)} ${REFUSED_HINT}`);
      setAttempt((count) => count + 1);
      return;
    }
    if (synced.status === 'local') {
      // Offline: completed on this device, and on the server when the connection returns.
      draft.completeLater();
      onFinished?.();
      return;
    }
    complete.mutate(undefined, {
      onSuccess: () => onFinished?.(),
      onError: (failure) => {
        if (
          failure instanceof ApiError &&
          failure.status === 400 &&
          failure.message === RETRO_COMPLETION_MESSAGE
        ) {
          refuse(missingFromErrors(failure.fieldErrors));
          return;
        }
        if (failure instanceof ApiError && failure.code === NETWORK_ERROR_CODE) {
          draft.completeLater();
          onFinished?.();
          return;
        }
        toast({
          title: 'Could not complete your retro',
          description: errorMessage(failure),
          variant: 'destructive',
        });
      },
    });
  }

  return { stillMissing, errorText, errorRef, finish, completing: complete.isPending };
}
