import { lazy, Suspense, useState } from 'react';
import { useToasts } from '#client/lib/toast-store';

const Toaster = lazy(() => import('./toast').then((m) => ({ default: m.Toaster })));

/**
 * Mounts the toast viewport once the first toast is raised, so the first paint does not wait for
 * the toast library. Toasts raised before it arrives wait in the store and then show.
 */
export function LazyToaster() {
  const toasts = useToasts();
  const [needed, setNeeded] = useState(false);
  if (!needed && toasts.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
