// When page transitions run at all (SPEC section 2). Kept apart from the transition table, which loads
// with the animation code; this part is needed by the first screen.

export interface MotionConditions {
  prefersReducedMotion: boolean;
  /** navigator.connection.saveData */
  saveData?: boolean;
  /** navigator.connection.effectiveType: 'slow-2g', '2g', '3g' or '4g' */
  effectiveType?: string;
}

/** Animations are skipped for reduced motion, data saver, or a connection slower than 4g. */
export function shouldAnimate({ prefersReducedMotion, saveData, effectiveType }: MotionConditions): boolean {
  if (prefersReducedMotion) return false;
  if (saveData === true) return false;
  if (effectiveType !== undefined && effectiveType !== '4g') return false;
  return true;
}

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** The conditions of this browser right now. */
export function currentMotionConditions(): MotionConditions {
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  return {
    prefersReducedMotion:
      typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches,
    saveData: connection?.saveData,
    effectiveType: connection?.effectiveType,
  };
}
