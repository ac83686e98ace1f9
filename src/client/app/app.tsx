import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { LazyToaster } from '#client/components/ui/lazy-toaster';
import { GamificationMount } from '#client/features/gamification';
import { createQueryClient } from '#client/lib/query-client';
import { FeatureAnnouncement } from './announcement/feature-announcement';
import { DraftsMount } from './drafts/drafts-mount';
import { ConnectionBanner } from './offline/connection-banner';
import { AppRoutes } from './routes';

/** The whole app; main.tsx renders it in the browser, and the build prerenders it (src/client/prerender/). */
export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
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
      <LazyToaster />
    </QueryClientProvider>
  );
}
