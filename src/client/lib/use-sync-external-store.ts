// React 19 has useSyncExternalStore built in; the router's shim for React 17 would only add bytes to the first load.
export { useSyncExternalStore } from 'react';
