import { useEffect, useState } from 'react';

/**
 * How many of a page's `total` parts to render yet: the first at once, then one more in each later task.
 * A long page built in one render was one long task (about 700 ms on Lighthouse's slowed phone for the
 * reports page) in which the browser could neither paint nor answer a tap; part by part, the top of the
 * page paints first and each task stays short. The parts after the first are below it, so nothing that
 * is already on screen moves when they arrive.
 */
export function useRevealedCount(total: number): number {
  const [revealed, setRevealed] = useState(1);
  useEffect(() => {
    if (revealed >= total) return;
    // The effect runs after the paint; the timer starts the next part in a task of its own.
    const timer = setTimeout(() => setRevealed((count) => count + 1), 0);
    return () => clearTimeout(timer);
  }, [revealed, total]);
  return Math.min(revealed, total);
}
