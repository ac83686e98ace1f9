// Loaded after the first screen has settled: the draft queue with every kind the app saves, so drafts
// left from an earlier visit (written offline, say) go out with no screen open.
import type { QueryClient } from '@tanstack/react-query';
import { challengeNotesKind } from '../../features/achievements/lib/use-challenge-notes';
import { retroDraftKind } from '../../features/daily-retro/api/retro';
import { journalDraftKind } from '../../features/journal/api/entries';
import { draftQueueFor, stopDraftQueue } from '../../lib/drafts/drafts';

export function startDrafts(userId: string, queryClient: QueryClient): void {
  draftQueueFor(userId, queryClient, [retroDraftKind, journalDraftKind, challengeNotesKind]).dropConfirmed();
}

export { stopDraftQueue };
