import { useState } from 'react';

export type RetroLayout = 'steps' | 'all';

const LAYOUT_KEY = 'retro-layout';

function readLayout(): RetroLayout {
  try {
    return window.localStorage.getItem(LAYOUT_KEY) === 'all' ? 'all' : 'steps';
  } catch {
    return 'steps';
  }
}

/** One question at a time or all on one page; the choice is remembered on this device. */
export function useRetroLayout(): [RetroLayout, (layout: RetroLayout) => void] {
  const [layout, setLayout] = useState(readLayout);
  function change(next: RetroLayout) {
    setLayout(next);
    try {
      window.localStorage.setItem(LAYOUT_KEY, next);
    } catch {
      // The choice lasts for this visit only.
    }
  }
  return [layout, change];
}
