import { useState } from 'react';
import { useUser } from '#client/features/auth';
import type { LocalDraftKind } from '#client/lib/drafts/draft-kind';
import { useDraftQueueFor } from '#client/lib/drafts/drafts';
import type { FeedbackKind } from '#contract/constants';

/** The feedback form as typed: kept on this device until it is sent. */
export interface FeedbackDraft {
  kind: FeedbackKind;
  message: string;
  satisfaction: number | null;
}

export const feedbackDraftKind: LocalDraftKind = { name: 'feedback', local: true };
const DRAFT_ID = 'new';
export const EMPTY_FEEDBACK: FeedbackDraft = { kind: 'idea', message: '', satisfaction: null };

export function useFeedbackDraft() {
  const { data: user } = useUser();
  const draftQueueFor = useDraftQueueFor();
  const queue = user ? draftQueueFor(user.id, [feedbackDraftKind]) : null;
  const [draft, setDraft] = useState<FeedbackDraft>(
    () => queue?.read<FeedbackDraft>(feedbackDraftKind.name, DRAFT_ID)?.value ?? EMPTY_FEEDBACK,
  );

  function change(next: FeedbackDraft) {
    setDraft(next);
    if (next.message === '' && next.satisfaction === null) queue?.remove(feedbackDraftKind.name, DRAFT_ID);
    else queue?.change(feedbackDraftKind.name, DRAFT_ID, next);
  }

  /** Sent: the server has it now. */
  function clear() {
    setDraft(EMPTY_FEEDBACK);
    queue?.remove(feedbackDraftKind.name, DRAFT_ID);
  }

  return { draft, change, clear };
}
