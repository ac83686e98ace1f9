import type { RetroProgress } from '#contract/retro';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * What is left of a retro, in one line: "2 of 3 answers left", "2 of 3 answers and 4 ratings left",
 * "1 of 4 ratings left", or that only completing it is left.
 */
export function retroLeftText(progress: RetroProgress): string {
  const answersLeft = progress.questionCount - progress.answeredCount;
  const ratingsLeft = progress.areaCount - progress.ratedCount;
  if (answersLeft > 0 && ratingsLeft > 0) {
    return `${answersLeft} of ${plural(progress.questionCount, 'answer')} and ${plural(ratingsLeft, 'rating')} left`;
  }
  if (answersLeft > 0) return `${answersLeft} of ${plural(progress.questionCount, 'answer')} left`;
  if (ratingsLeft > 0) return `${ratingsLeft} of ${plural(progress.areaCount, 'rating')} left`;
  return 'Everything is answered: only completing it is left';
}
