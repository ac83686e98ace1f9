// The on-screen keyboard, seen through the visual viewport: phones shrink the visual viewport, not the
// layout one, when the keyboard opens, so fixed bars at the bottom end up behind it. A screen that has a
// bar to keep in reach (the retro's Back and Next) watches it here.
import { useEffect, useState } from 'react';

/** Less than this is a browser's toolbar coming and going, not a keyboard. */
export const KEYBOARD_MIN_HEIGHT = 120;

interface ViewportSizes {
  /** The layout viewport's height (window.innerHeight). */
  layoutHeight: number;
  /** The visual viewport's height, top (within the layout viewport) and zoom. */
  visual: { height: number; offsetTop: number; scale: number } | null;
}

/**
 * How many pixels at the bottom of the layout viewport the on-screen keyboard covers: 0 when there is
 * no keyboard, when the browser has no visual viewport, or when the page is zoomed in (pinch zoom
 * shrinks the visual viewport too).
 */
export function keyboardInset({ layoutHeight, visual }: ViewportSizes): number {
  if (!visual || visual.scale > 1.01) return 0;
  const covered = Math.round(layoutHeight - visual.height - visual.offsetTop);
  return covered >= KEYBOARD_MIN_HEIGHT ? covered : 0;
}

function currentInset(): number {
  const visual = window.visualViewport ?? null;
  return keyboardInset({ layoutHeight: window.innerHeight, visual });
}

/**
 * The keyboard's height while it is open, 0 otherwise. While mounted it also marks the page
 * (`html[data-keyboard-open]`, `--keyboard-inset`), so the bottom navigation steps aside and scroll
 * padding keeps focused fields above the keyboard.
 */
export function useKeyboardInset(): number {
  const [inset, setInset] = useState(0);
  useEffect(() => {
    const visual = window.visualViewport;
    if (!visual) return;
    const root = document.documentElement;
    const update = () => {
      const next = currentInset();
      setInset(next);
      if (next > 0) {
        root.dataset.keyboardOpen = '';
        root.style.setProperty('--keyboard-inset', `${next}px`);
      } else {
        delete root.dataset.keyboardOpen;
        root.style.removeProperty('--keyboard-inset');
      }
    };
    update();
    visual.addEventListener('resize', update);
    visual.addEventListener('scroll', update);
    return () => {
      visual.removeEventListener('resize', update);
      visual.removeEventListener('scroll', update);
      delete root.dataset.keyboardOpen;
      root.style.removeProperty('--keyboard-inset');
    };
  }, []);
  return inset;
}
