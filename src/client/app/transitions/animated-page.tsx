// Loaded only once the visitor starts interacting: motion's small `m` components, with the animation
// features fetched on demand by LazyMotion.
import { AnimatePresence, LazyMotion } from 'motion/react';
import * as m from 'motion/react-m';
import type { ReactNode } from 'react';
import { NO_MOTION, pageMotionFor, transitionKindFor } from './page-transitions';

const loadFeatures = () => import('#client/lib/motion-features').then((module) => module.default);

export function AnimatedPage({
  pageKey,
  location,
  animate,
  children,
}: {
  pageKey: string;
  location: string;
  /** False when animations are to be skipped: the page then appears and leaves at once. */
  animate: boolean;
  children: ReactNode;
}) {
  const motion = animate ? pageMotionFor(transitionKindFor(location)) : NO_MOTION;
  return (
    <LazyMotion features={loadFeatures} strict>
      <AnimatePresence mode="wait">
        <m.div
          key={pageKey}
          initial={motion.initial}
          animate={motion.animate}
          exit={motion.exit}
          transition={motion.transition}
        >
          {children}
        </m.div>
      </AnimatePresence>
    </LazyMotion>
  );
}
