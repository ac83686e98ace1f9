import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

function Nothing(): null {
  return null;
}

/**
 * A lazily loaded component that renders nothing when its code cannot be fetched (offline before the
 * service worker has it, say), instead of failing the whole screen. Only for extras the app works without.
 */
export function lazyOptional<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() =>
    load().then(
      (component) => ({ default: component }),
      () => ({ default: Nothing as ComponentType<P> }),
    ),
  );
}
