import { useSyncExternalStore } from 'react';
import { BREAKPOINTS } from '../../../contract/constants';

/** From the md breakpoint (768 px) up the screen is wide; below it is a phone (SPEC section 2). */
const WIDE_QUERY = `(min-width: ${BREAKPOINTS.md}px)`;

function subscribe(onChange: () => void): () => void {
  const query = matchMedia(WIDE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isWide = () => matchMedia(WIDE_QUERY).matches;

export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, isWide, isWide);
}
