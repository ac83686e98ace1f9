import type { MoodLevel } from '../../../../contract/constants';

/** How each mood level looks and reads in the check-in. */
export const MOOD_FACES: Record<MoodLevel, { face: string; label: string }> = {
  awful: { face: '😣', label: 'Awful' },
  bad: { face: '🙁', label: 'Bad' },
  okay: { face: '😐', label: 'Okay' },
  good: { face: '🙂', label: 'Good' },
  great: { face: '😄', label: 'Great' },
};
