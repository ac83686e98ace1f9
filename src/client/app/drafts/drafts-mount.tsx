import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useUser } from '../../features/auth/api/use-user';
import { whenSettled } from '../../lib/when-settled';

const loadDrafts = () => import('./start-drafts');

/**
 * Starts the draft queue for the signed-in user once the page has settled (its code is not part of the
 * first load), and stops it when they sign out; their drafts stay on the device for their next sign-in.
 */
export function DraftsMount() {
  const { data: user } = useUser();
  const queryClient = useQueryClient();
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
    return whenSettled(() => void loadDrafts().then((drafts) => drafts.startDrafts(userId, queryClient)));
  }, [userId, queryClient]);

  return null;
}
