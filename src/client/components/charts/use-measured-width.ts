import { useLayoutEffect, useState } from 'react';

/**
 * The width in pixels of an element (or of its parent), kept up to date as it resizes, so a chart can
 * be drawn at its box's real width and its labels keep their size on a phone and a desktop. Returns a
 * ref callback for the element, the width (`initial` until measured, never below `min`) and whether it
 * has been measured yet.
 */
export function useMeasuredWidth<T extends Element>({
  initial,
  min,
  parent = false,
}: {
  initial: number;
  min: number;
  /** Measure the element's parent (an SVG sized by its container) rather than the element. */
  parent?: boolean;
}) {
  const [element, setElement] = useState<T | null>(null);
  const [measuredWidth, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const measured = parent ? element?.parentElement : element;
    if (!measured) return;
    // Observed from before the first paint and measured only when the observer reports, which it does
    // once at the start, before that paint, when the browser has just laid the page out for every chart
    // at once. Reading the width here instead forced a layout of the whole page per chart while it was
    // being built (seconds of a slow phone's start on the reports page).
    const observer = new ResizeObserver(() => setWidth(Math.max(min, Math.round(measured.clientWidth))));
    observer.observe(measured);
    return () => observer.disconnect();
  }, [element, min, parent]);
  return [setElement, measuredWidth ?? initial, measuredWidth !== null] as const;
}
