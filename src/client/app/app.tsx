import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { LazyToaster } from '../components/ui/lazy-toaster';
import { createQueryClient } from '../lib/query-client';
import { AppRoutes } from './routes';

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
      <AppRoutes />
      <LazyToaster />
    </QueryClientProvider>
  );
}
