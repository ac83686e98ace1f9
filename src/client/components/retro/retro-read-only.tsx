import type { Retro } from '#contract/retro';

/** The words for each rating from 1 to 5. */
export const RATING_LABELS: Record<number, string> = {
  1: 'Struggling',
  2: 'Low',
  3: 'Steady',
  4: 'Good',
  5: 'Thriving',
};

/** A retro's answers and ratings, to read. */
export function RetroReadOnly({ retro }: { retro: Pick<Retro, 'questions' | 'ratings'> }) {
  return (
    <div className="grid gap-6">
      <dl className="grid gap-5">
        {retro.questions.map((question) => (
          <div key={question.id}>
            <dt className="font-serif text-foreground text-lg leading-snug">{question.text}</dt>
            <dd className="mt-1.5 whitespace-pre-wrap text-muted-foreground leading-relaxed">
              {question.answer.trim() === '' ? <em>No answer</em> : question.answer}
            </dd>
          </div>
        ))}
      </dl>
      <RatingBars ratings={retro.ratings} />
    </div>
  );
}

/** Area ratings as small bars of five steps, each labelled with its area and the rating's word. */
export function RatingBars({ ratings }: { ratings: Retro['ratings'] }) {
  return (
    <ul className="grid grid-cols-2 gap-x-6 gap-y-2 sm:grid-cols-4">
      {ratings.map(({ area, rating }) => (
        <li key={area} className="min-w-0">
          <span className="flex items-baseline justify-between gap-2 text-xs" aria-hidden="true">
            <span className="truncate text-muted-foreground">{area}</span>
            {rating === null ? null : (
              <span className="shrink-0 font-medium text-foreground">{RATING_LABELS[rating]}</span>
            )}
          </span>
          <span
            className="mt-1 flex items-center gap-1"
            role="img"
            aria-label={
              rating === null ? `${area}: not rated` : `${area}: ${rating} of 5, ${RATING_LABELS[rating]}`
            }
          >
            {[1, 2, 3, 4, 5].map((step) => (
              <span
                key={step}
                className={
                  rating !== null && step <= rating
                    ? 'h-1.5 flex-1 rounded-full bg-accent'
                    : 'h-1.5 flex-1 rounded-full bg-foreground/10'
                }
              />
            ))}
          </span>
        </li>
      ))}
    </ul>
  );
}
