import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FeedbackKind } from '../../../../contract/constants';
import type { LocalDraftKind } from '../../../lib/drafts/draft-kind';
import { draftQueueFor } from '../../../lib/drafts/drafts';
import { useUser } from '../../auth/api/use-user';

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
  const queryClient = useQueryClient();
  const queue = user ? draftQueueFor(user.id, queryClient, [feedbackDraftKind]) : null;
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
