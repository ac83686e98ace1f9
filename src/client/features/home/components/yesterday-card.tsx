import { Link } from 'wouter';
import { retroLeftText } from '#client/components/retro/retro-left';
import { buttonClasses } from '#client/components/ui/button';
import { cardClasses } from '#client/components/ui/card';
import { ChevronRightIcon } from '#client/components/ui/icons';
import { YESTERDAY_RETRO_PATH } from '#client/features/daily-retro';
import { formatDate, formatTime } from '#client/lib/dates';
import type { RetroYesterday } from '#contract/retro';

/** Yesterday's retro, offered plainly while it can still be finished and count for its day. */
export function YesterdayRetroCard({ yesterday }: { yesterday: RetroYesterday }) {
  const left = yesterday.status === 'not_started' ? 'Not started yet' : retroLeftText(yesterday);
  return (
    <section
      aria-labelledby="yesterday-retro-heading"
      className={cardClasses('tile', { className: 'border-accent/40' })}
    >
      <h2 id="yesterday-retro-heading" className="font-semibold text-foreground text-lg">
        Yesterday's retro is still open
      </h2>
      <p className="mt-0.5 text-muted-foreground">
        {formatDate(yesterday.date, 'day')} · {left}
      </p>
      <p className="mt-2 text-muted-foreground text-sm">
        Finish it before today ends{yesterday.closesAt ? ` (${formatTime(yesterday.closesAt)})` : ''} and it
        counts for yesterday, streak included.
      </p>
      <Link href={YESTERDAY_RETRO_PATH} className={buttonClasses('primary', 'lg', 'mt-5')}>
        Finish yesterday's retro
        <ChevronRightIcon className="size-4" />
      </Link>
    </section>
  );
}
