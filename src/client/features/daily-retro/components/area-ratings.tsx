import { RATING_LABELS } from '#client/components/retro/retro-read-only';
import { SaveStatus } from '#client/components/ui/save-status';
import { cn } from '#client/lib/cn';
import type { SaveState } from '#client/lib/drafts/save-state';
import type { LifeArea } from '#contract/constants';
import { REFUSED_HINT } from './answer-field';

export const AREA_HINTS: Record<LifeArea, string> = {
  Spiritual: 'Meaning, faith, calm, gratitude',
  Relationships: 'Family, friends, partner, colleagues',
  Health: 'Body, sleep, food, movement',
  Productivity: 'Work, focus, getting things done',
};

interface AreaRatingProps {
  area: LifeArea;
  value: number | null;
  state: SaveState;
  /** Sends a refused rating again. */
  onRetry: () => void;
  missing: boolean;
  disabled?: boolean;
  onChange: (rating: number) => void;
}

/** A labelled 1–5 radio group for one life area. */
export function AreaRatingField({
  area,
  value,
  state,
  onRetry,
  missing,
  disabled,
  onChange,
}: AreaRatingProps) {
  const name = `rating-${area}`;
  return (
    <fieldset
      data-missing={missing || undefined}
      className={cn(
        'rounded-2xl border p-4 sm:p-5',
        missing || state.status === 'refused'
          ? 'border-danger bg-danger-soft/40'
          : 'border-border bg-background/40',
      )}
    >
      <legend className="sr-only">{area}</legend>
      <div className="flex items-baseline justify-between gap-3" aria-hidden="true">
        <span className="font-medium text-foreground">{area}</span>
        <span className="text-muted-foreground text-xs">{AREA_HINTS[area]}</span>
      </div>
      <div className="mt-3 grid grid-cols-5 gap-1.5 sm:gap-2">
        {[1, 2, 3, 4, 5].map((rating) => (
          <label key={rating} className="relative">
            <input
              type="radio"
              name={name}
              value={rating}
              checked={value === rating}
              disabled={disabled}
              onChange={() => onChange(rating)}
              aria-label={`${rating} — ${RATING_LABELS[rating]}`}
              className="peer absolute inset-0 z-10 size-full cursor-pointer appearance-none opacity-0 disabled:cursor-default"
            />
            <span
              className={cn(
                'flex h-14 cursor-pointer flex-col items-center justify-center rounded-xl border border-input bg-surface text-foreground transition-colors',
                'hover:border-foreground/30 peer-focus-visible:outline-2 peer-focus-visible:outline-ring peer-focus-visible:outline-offset-2',
                'peer-checked:border-accent peer-checked:bg-accent peer-checked:text-accent-contrast',
                'peer-disabled:cursor-default',
              )}
            >
              <span className="font-semibold text-base leading-none">{rating}</span>
              {/* Small enough that the longest word ("Struggling") fits a fifth of a 390 px phone. */}
              <span className="mt-1 max-w-full px-0.5 text-[0.6rem] leading-none tracking-tight opacity-80 min-[420px]:text-[0.65rem] sm:text-xs sm:tracking-normal">
                {RATING_LABELS[rating]}
              </span>
            </span>
          </label>
        ))}
      </div>
      {state.status === 'refused' ? (
        <div className="mt-2">
          <SaveStatus state={state} refusedHint={REFUSED_HINT} onRetry={onRetry} />
        </div>
      ) : (
        <div className="mt-2 flex items-center justify-between">
          {missing ? <p className="text-danger text-xs">Choose a rating</p> : <span />}
          <SaveStatus state={state} />
        </div>
      )}
    </fieldset>
  );
}
