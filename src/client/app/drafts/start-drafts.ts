// Loaded after the first screen has settled: the draft queue with every kind the app saves, so drafts
// left from an earlier visit (written offline, say) go out with no screen open.
import type { QueryClient } from '@tanstack/react-query';
import { challengeNotesKind } from '#client/features/achievements';
import { retroCompletionKind, retroDraftKind } from '#client/features/daily-retro';
import { journalDraftKind } from '#client/features/journal';
import { draftQueueFor, stopDraftQueue } from '#client/lib/drafts/drafts';

export function startDrafts(userId: string, queryClient: QueryClient): void {
  draftQueueFor(userId, queryClient, [
    retroDraftKind,
    retroCompletionKind,
    journalDraftKind,
    challengeNotesKind,
  ]).dropConfirmed();
}

export { stopDraftQueue };
