import { useLayoutEffect, useState } from 'react';

/**
 * The width in pixels of an element (or of its parent), kept up to date as it resizes, so a chart can
 * be drawn at its box's real width and its labels keep their size on a phone and a desktop. Returns a
 * ref callback for the element and the width (`initial` until measured, never below `min`).
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
  const [width, setWidth] = useState(initial);
  useLayoutEffect(() => {
    const measured = parent ? element?.parentElement : element;
    if (!measured) return;
    const measure = () => setWidth(Math.max(min, Math.round(measured.clientWidth)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(measured);
    return () => observer.disconnect();
  }, [element, min, parent]);
  return [setElement, width] as const;
}
