import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { cn } from '#client/lib/cn';

/**
 * A box that scrolls sideways inside the page when its content is wider than the screen, with a
 * fade on the side that has more and a line saying so, so a cut-off table never looks complete.
 * Focusable, so the keyboard's arrow keys scroll it too.
 */
export function ScrollCue({ label, hint, children }: { label: string; hint: string; children: ReactNode }) {
  const box = useRef<HTMLElement>(null);
  const [more, setMore] = useState({ left: false, right: false });
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => {
      const right = element.scrollWidth - element.clientWidth - element.scrollLeft > 1;
      const left = element.scrollLeft > 1;
      setMore((was) => (was.left === left && was.right === right ? was : { left, right }));
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      element.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  }, []);
  const scrolls = more.left || more.right;

  return (
    <div>
      {scrolls ? (
        <p className="mb-2 text-muted-foreground text-xs" aria-hidden="true">
          {hint} →
        </p>
      ) : null}
      <div className="relative">
        <section
          ref={box}
          aria-label={label}
          tabIndex={scrolls ? 0 : undefined}
          className="overflow-x-auto rounded-lg focus-visible:outline-2 focus-visible:outline-ring"
        >
          {children}
        </section>
        <div
          aria-hidden="true"
          className={cn(
            'pointer-events-none absolute inset-y-0 left-0 w-8 bg-linear-to-r from-surface to-transparent transition-opacity',
            more.left ? 'opacity-100' : 'opacity-0',
          )}
        />
        <div
          aria-hidden="true"
          className={cn(
            'pointer-events-none absolute inset-y-0 right-0 w-12 bg-linear-to-l from-surface to-transparent transition-opacity',
            more.right ? 'opacity-100' : 'opacity-0',
          )}
        />
      </div>
    </div>
  );
}
