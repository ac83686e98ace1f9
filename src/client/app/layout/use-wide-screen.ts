import { useSyncExternalStore } from 'react';
import { WIDE_SCREEN_MEDIA } from '../../../contract/constants';

function subscribe(onChange: () => void): () => void {
  const query = matchMedia(WIDE_SCREEN_MEDIA);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** From the md breakpoint (768 px) up the screen is wide; below it is a phone (SPEC section 2). */
const isWide = () => matchMedia(WIDE_SCREEN_MEDIA).matches;

export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, isWide, isWide);
}
