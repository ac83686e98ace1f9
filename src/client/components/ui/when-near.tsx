import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

/**
 * Renders `children` once their place comes near the screen, `placeholder` until then and while their
 * code loads. A part below the fold (lazy, say) is then not fetched with the page's first screen.
 * `margin` is how near: by default started a little before it scrolls into view, so it is usually
 * there when it arrives; '0px' waits until it is on screen.
 */
export function WhenNear({
  placeholder,
  children,
  margin = '400px 0px',
}: {
  placeholder: ReactNode;
  children: ReactNode;
  margin?: string;
}) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  if (near) return <Suspense fallback={placeholder}>{children}</Suspense>;
  return (
    <div ref={ref} data-waiting-card="">
      {placeholder}
    </div>
  );
}
