import { useSyncExternalStore } from 'react';
import { WIDE_SCREEN_MEDIA } from '#contract/constants';

function subscribe(onChange: () => void): () => void {
  const query = matchMedia(WIDE_SCREEN_MEDIA);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** From the md breakpoint (768 px) up the screen is wide; below it is a phone (SPEC section 2). */
const isWide = () => matchMedia(WIDE_SCREEN_MEDIA).matches;

/**
 * Undefined while the page's prerendered shell is being rendered or hydrated: the build cannot know the
 * screen, so the shell leaves it to CSS; the render right after knows.
 */
const unknownWidth = () => undefined;

export function useWideScreen(): boolean | undefined {
  return useSyncExternalStore(subscribe, isWide, unknownWidth);
}
