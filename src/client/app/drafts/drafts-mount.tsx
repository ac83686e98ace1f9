import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useUser } from '#client/features/auth';
import { holdsDrafts } from '#client/lib/drafts/draft-key';
import { browserStorage } from '#client/lib/storage-reset';
import { whenSettled } from '#client/lib/when-settled';

const loadDrafts = () => import('./start-drafts');

/**
 * Starts the draft queue for the signed-in user once the page has settled, when the device holds any
 * of their drafts (its code is not part of the first load, nor loaded at all when there is nothing to
 * send), and stops it when they sign out; their drafts stay on the device for their next sign-in.
 */
export function DraftsMount({ queryClient }: { queryClient: QueryClient }) {
  const { data: user } = useUser();
  const hadUser = useRef(false);
  const userId = user?.id ?? null;

  useEffect(() => {
    if (userId === null) {
      // Signed out: a queue started by this mount or by a screen stops sending.
      if (hadUser.current) void loadDrafts().then((drafts) => drafts.stopDraftQueue());
      hadUser.current = false;
      return;
    }
    hadUser.current = true;
    return whenSettled(() => {
      // Nothing kept on this device: nothing to send, and a screen that writes starts the queue itself.
      if (!holdsDrafts(browserStorage('localStorage'), userId)) return;
      void loadDrafts().then((drafts) => drafts.startDrafts(userId, queryClient));
    });
  }, [userId, queryClient]);

  return null;
}
