import { Link } from 'wouter';
import type { RetroYesterday } from '../../../../contract/retro';
import { retroLeftText } from '../../../components/retro/retro-left';
import { buttonClasses } from '../../../components/ui/button';
import { cardClasses } from '../../../components/ui/card';
import { ChevronRightIcon } from '../../../components/ui/icons';
import { formatDate, formatTime } from '../../../lib/dates';
import { YESTERDAY_RETRO_PATH } from '../../daily-retro/api/retro';

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
