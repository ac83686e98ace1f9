import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

function Nothing(): null {
  return null;
}

/**
 * A lazily loaded component that renders its fallback (nothing, unless given) when its code cannot be
 * fetched (offline before the service worker has it, say), instead of failing the whole screen. Only for
 * extras the app works without, or that have a plainer stand-in.
 */
export function lazyOptional<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ComponentType<P> = Nothing as ComponentType<P>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() =>
    load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        console.warn('A part of the page could not be loaded; showing it without', error);
        return { default: fallback };
      },
    ),
  );
}
