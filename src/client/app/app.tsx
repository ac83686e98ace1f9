import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { useState } from 'react';
import { LazyToaster } from '#client/components/ui/lazy-toaster';
import { GamificationMount } from '#client/features/gamification';
import { createQueryClient } from '#client/lib/query-client';
import {
  dehydrateOptions,
  PERSISTED_CACHE_MAX_AGE_MS,
  userCachePersister,
} from '#client/lib/query-persistence';
import { FeatureAnnouncement } from './announcement/feature-announcement';
import { DraftsMount } from './drafts/drafts-mount';
import { CacheOwnerWatch } from './offline/cache-owner-watch';
import { ConnectionBanner } from './offline/connection-banner';
import { AppRoutes } from './routes';

/**
 * The signed-in user's data, saved on the device and restored before any query runs (decision record
 * 044); a copy from another version of the app is dropped (its answers may have another shape).
 */
const persistOptions = {
  persister: userCachePersister,
  maxAge: PERSISTED_CACHE_MAX_AGE_MS,
  buster: `${__APP_VERSION__}:${__BUILD_TIME__}`,
  dehydrateOptions,
};

/** The whole app; main.tsx renders it in the browser, and the build prerenders it (src/client/prerender/). */
export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={persistOptions}
      // What was restored shows at once and is asked again as each screen opens (a reload still
      // brings everything up to date); offline, the asking waits for the connection.
      onSuccess={() => void queryClient.invalidateQueries({ refetchType: 'none' })}
    >
      <a
        href="#main"
        className="sr-only rounded-lg bg-surface px-4 py-2 text-foreground shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50"
      >
        Skip to content
      </a>
      <ConnectionBanner />
      <AppRoutes />
      <FeatureAnnouncement />
      <GamificationMount />
      <DraftsMount queryClient={queryClient} />
      <CacheOwnerWatch queryClient={queryClient} />
      <LazyToaster />
    </PersistQueryClientProvider>
  );
}
