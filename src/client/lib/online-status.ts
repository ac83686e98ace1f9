// Whether the browser says it has a connection, as a React hook. Online while the build prerenders the
// page's shell (no navigator there), as a served page is.
import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

const isOnline = () => navigator.onLine;
const onlineOnServer = () => true;

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, onlineOnServer);
}
