import type { CSSProperties } from 'react';
import { cn } from '#client/lib/cn';
import type { MoodLevel } from '#contract/constants';

/**
 * The mouth (and, for the lowest level, brows) of each mood, on a 24-unit face. Drawn by the app
 * instead of emoji: emoji fonts differ between systems, and on some (Linux without a colour emoji
 * font) three of the five faces came out in black and white beside two in colour.
 */
const FEATURES: Record<MoodLevel, { mouth: string; filled?: boolean; brows?: string }> = {
  awful: { mouth: 'M7.5 17.5 Q12 12.5 16.5 17.5', brows: 'M6.8 8.2 L10 9.6 M17.2 8.2 L14 9.6' },
  bad: { mouth: 'M8.2 16.4 Q12 13.6 15.8 16.4' },
  okay: { mouth: 'M8.3 15.3 H15.7' },
  good: { mouth: 'M8.2 14 Q12 17.6 15.8 14' },
  great: { mouth: 'M7.4 13.2 Q12 20.2 16.6 13.2 Z', filled: true },
};

/** A mood as a drawn face in the current text colour; its meaning is given by the text beside it. */
export function MoodFace({
  mood,
  className,
  style,
}: {
  mood: MoodLevel;
  className?: string;
  style?: CSSProperties;
}) {
  const { mouth, filled, brows } = FEATURES[mood];
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={cn('size-6 shrink-0', className)}
      style={style}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.7}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <circle cx="12" cy="12" r="10" fill="currentColor" fillOpacity={0.12} />
      <circle cx="8.8" cy="10.6" r="1.15" fill="currentColor" stroke="none" />
      <circle cx="15.2" cy="10.6" r="1.15" fill="currentColor" stroke="none" />
      {brows ? <path d={brows} /> : null}
      <path d={mouth} fill={filled ? 'currentColor' : 'none'} />
    </svg>
  );
}
