import { cn } from '#client/lib/cn';
import { isLowMood, moodWord } from '#client/lib/moods';
import type { MoodLevel } from '#contract/constants';
import { MoodFace } from './mood-face';

/**
 * A day's mood as a small face and its word, in a soft pill. The word is always shown, so the face never
 * has to carry the meaning alone; screen readers hear "Mood: good".
 */
export function MoodLabel({ mood, className }: { mood: MoodLevel; className?: string }) {
  const low = isLowMood(mood);
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 font-medium text-xs normal-case tracking-normal',
        low ? 'bg-warning-soft text-warning' : 'bg-accent-soft text-accent-strong',
        className,
      )}
    >
      <MoodFace mood={mood} className="size-3.5" />
      <span className="sr-only">Mood: </span>
      {moodWord(mood)}
    </span>
  );
}
