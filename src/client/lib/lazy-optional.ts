import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

function Nothing(): null {
  return null;
}

/**
 * A lazily loaded component that renders nothing when its code cannot be fetched (offline before the
 * service worker has it, say), or `whenUnavailable` when given, instead of failing the whole screen.
 */
export function lazyOptional<P extends object>(
  load: () => Promise<ComponentType<P>>,
  whenUnavailable: ComponentType<P> = Nothing,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() =>
    load().then(
      (component) => ({ default: component }),
      () => ({ default: whenUnavailable }),
    ),
  );
}
