import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

/**
 * Renders `children` once their place comes near the screen, `placeholder` until then and while their
 * code loads. A part below the fold (lazy, say) is then not fetched with the page's first screen.
 */
export function WhenNear({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      // Started a little before it scrolls into view, so it is usually there when it arrives.
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  if (near) return <Suspense fallback={placeholder}>{children}</Suspense>;
  return (
    <div ref={ref} data-waiting-card="">
      {placeholder}
    </div>
  );
}
