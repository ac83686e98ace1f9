// The app's one draft queue: made for the signed-in user by the first screen or the app start that asks
// for it, and replaced when another user signs in.
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useLayoutEffect, useSyncExternalStore } from 'react';
import { browserStorage } from '../storage-reset';
import type { DraftKind } from './draft-kind';
import { DraftQueue } from './draft-queue';
import { DraftStore } from './draft-store';
import { migrateLegacyDrafts } from './legacy-drafts';

let current: DraftQueue | null = null;

/** The queue of `userId`'s drafts, started (old-format drafts carried over) on first use. */
export function draftQueueFor(userId: string, queryClient: QueryClient, kinds: DraftKind[] = []): DraftQueue {
  if (!current || current.userId !== userId || current.queryClient !== queryClient) {
    current?.stop();
    const storage = browserStorage('localStorage');
    const store = new DraftStore(storage, userId);
    migrateLegacyDrafts(storage, store, Date.now());
    current = new DraftQueue({ store, queryClient, now: Date.now, events: window });
    current.start();
  }
  current.register(...kinds);
  return current;
}

/** Stops sending (the user signed out). Their drafts stay on the device for their next sign-in. */
export function stopDraftQueue(): void {
  current?.stop();
  current = null;
}

/** `draftQueueFor` with the app's query client, for screens that only reach the queue now and then. */
export function useDraftQueueFor(): (userId: string, kinds?: DraftKind[]) => DraftQueue {
  const queryClient = useQueryClient();
  return useCallback((userId, kinds = []) => draftQueueFor(userId, queryClient, kinds), [queryClient]);
}

/** The queue for this user with these kinds registered; the component re-renders on every change. */
export function useDraftQueue(userId: string, ...kinds: DraftKind[]): DraftQueue {
  const queryClient = useQueryClient();
  const queue = draftQueueFor(userId, queryClient, kinds);
  useSyncExternalStore(queue.subscribe, () => queue.version);
  return queue;
}

/**
 * Keeps a confirmed draft on the device while an editor shows it (see DraftQueue.hold): held once the
 * editor is on screen (before any timer, so before any send of it can answer) and let go when it
 * leaves. Taken in an effect, not during render: a render React throws away (a part of the editor
 * still loading, say) would leave a hold nothing releases.
 */
export function useHeldDraft(queue: DraftQueue, kind: string, id: string): void {
  useLayoutEffect(() => queue.hold(kind, id), [queue, kind, id]);
}
