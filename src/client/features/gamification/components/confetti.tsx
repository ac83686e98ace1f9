// Confetti for a badge: a few dozen pieces falling once. Loaded only when it will move, with motion's
// small `m` components and the animation features fetched by LazyMotion.
import { LazyMotion } from 'motion/react';
import * as m from 'motion/react-m';
import { useMemo } from 'react';

const loadFeatures = () => import('#client/lib/motion-features').then((module) => module.default);

const PIECES = 36;
const COLORS = ['var(--accent)', '#f59e0b', '#ec4899', '#22c55e', '#3b82f6', 'var(--accent-soft)'];

/** A deterministic scatter, so every render of one celebration falls the same way. */
function pieces() {
  return Array.from({ length: PIECES }, (_, index) => {
    const spread = (index * 37) % 100;
    return {
      left: `${spread}%`,
      color: COLORS[index % COLORS.length],
      delay: (index % 9) * 0.06,
      drift: ((index * 53) % 80) - 40,
      turn: ((index * 71) % 540) - 270,
      round: index % 3 === 0,
    };
  });
}

export function Confetti() {
  const all = useMemo(pieces, []);
  return (
    <LazyMotion features={loadFeatures} strict>
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-hidden">
        {all.map((piece, index) => (
          <m.span
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list that never reorders
            key={index}
            className={
              piece.round ? 'absolute top-0 size-2 rounded-full' : 'absolute top-0 h-3 w-1.5 rounded-sm'
            }
            style={{ left: piece.left, backgroundColor: piece.color }}
            initial={{ y: -20, x: 0, rotate: 0, opacity: 1 }}
            animate={{ y: 420, x: piece.drift, rotate: piece.turn, opacity: 0 }}
            transition={{ duration: 1.8, delay: piece.delay, ease: [0.2, 0.6, 0.4, 1] }}
          />
        ))}
      </div>
    </LazyMotion>
  );
}
