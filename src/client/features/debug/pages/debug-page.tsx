import { useCallback, useEffect, useState } from 'react';
import { PageErrorBoundary } from '#client/components/errors/error-boundary';
import { PAGES } from '#client/lib/route-table';
import { browserStorage } from '#client/lib/storage-reset';
import { toast } from '#client/lib/toast-store';
import { clearAppCaches, describeCleared } from '#client/lib/version/clear-app-caches';
import { ErrorPreviewSection } from '../components/error-preview-section';
import { CachesSection, StoredSection } from '../components/storage-section';
import { VersionSection } from '../components/version-section';
import { WorkerSection } from '../components/worker-section';
import {
  type CacheSummary,
  readCaches,
  readStoredEntries,
  readWorker,
  type WorkerSummary,
} from '../lib/debug-facts';

/** How often the page reads storage, caches and the worker again. */
const LIVE_REFRESH_MS = 5000;

function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

function PageCrash(): never {
  throw new Error('Simulated page error');
}

function DebugContent() {
  const storage = browserStorage('localStorage');
  const online = useOnline();
  const [revision, setRevision] = useState(0);
  const [worker, setWorker] = useState<WorkerSummary>();
  const [caches, setCaches] = useState<CacheSummary[]>();
  const [clearing, setClearing] = useState(false);
  const [pageBroken, setPageBroken] = useState(false);
  const refresh = useCallback(() => setRevision((value) => value + 1), []);

  useEffect(() => {
    let current = true;
    void revision;
    readWorker().then(
      (value) => current && setWorker(value),
      () => undefined,
    );
    readCaches(globalThis.caches).then(
      (value) => current && setCaches(value),
      () => current && setCaches([]),
    );
    return () => {
      current = false;
    };
  }, [revision]);

  useEffect(() => {
    // Background checks write to storage and the worker changes state without telling the page.
    const timer = setInterval(refresh, LIVE_REFRESH_MS);
    navigator.serviceWorker?.addEventListener('controllerchange', refresh);
    return () => {
      clearInterval(timer);
      navigator.serviceWorker?.removeEventListener('controllerchange', refresh);
    };
  }, [refresh]);

  async function clearCaches() {
    setClearing(true);
    try {
      const cleared = await clearAppCaches({ storage, caches: globalThis.caches });
      toast({ title: 'Caches cleared', description: describeCleared(cleared) });
    } catch (error) {
      toast({
        title: 'Could not clear caches',
        description: error instanceof Error ? error.message : String(error),
        variant: 'destructive',
      });
    } finally {
      setClearing(false);
      refresh();
    }
  }

  return (
    <>
      {pageBroken ? <PageCrash /> : null}
      <header className="mb-8 max-w-2xl sm:mb-10">
        <p className="mb-2 font-medium text-accent-strong text-sm uppercase tracking-wider">
          {PAGES.debug.eyebrow}
        </p>
        <h1 className="font-serif text-3xl text-foreground leading-tight tracking-tight sm:text-4xl">
          {PAGES.debug.title}
        </h1>
        <p className="mt-3 text-base text-muted-foreground leading-relaxed sm:text-lg">
          {PAGES.debug.description}
        </p>
      </header>
      <div className="grid gap-6">
        <VersionSection storage={storage} />
        <WorkerSection worker={worker} online={online} />
        <CachesSection caches={caches} clearing={clearing} onClear={() => void clearCaches()} />
        <StoredSection entries={readStoredEntries(storage)} />
        <ErrorPreviewSection onPageError={() => setPageBroken(true)} />
      </div>
    </>
  );
}

/** /debug (SPEC section 2): versions, service worker, caches, stored keys and connection of this device. */
export function DebugPage() {
  return (
    <PageErrorBoundary>
      <DebugContent />
    </PageErrorBoundary>
  );
}
