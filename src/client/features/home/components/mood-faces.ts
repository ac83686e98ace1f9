import type { MoodLevel } from '../../../../contract/constants';

/** How each mood level reads in the check-in (its face is the shared MoodFace). */
export const MOOD_FACES: Record<MoodLevel, { label: string }> = {
  awful: { label: 'Awful' },
  bad: { label: 'Bad' },
  okay: { label: 'Okay' },
  good: { label: 'Good' },
  great: { label: 'Great' },
};
