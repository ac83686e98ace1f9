import { Link } from 'wouter';
import { retroLeftText } from '#client/components/retro/retro-left';
import { buttonClasses } from '#client/components/ui/button';
import { formatTime } from '#client/lib/dates';
import type { RetroYesterday } from '#contract/retro';
import { YESTERDAY_RETRO_PATH } from '../api/retro';

/** A quiet line above today's retro: yesterday's is still open, what is left, and the way there. */
export function YesterdayOffer({ yesterday }: { yesterday: RetroYesterday }) {
  return (
    <section
      aria-label="Yesterday's retro"
      className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-accent/30 bg-accent-soft px-4 py-3"
    >
      <p className="text-foreground">
        <span className="font-medium">Yesterday's retro is still open</span>
        <span className="text-muted-foreground">
          {' · '}
          {yesterday.status === 'not_started' ? 'not started' : retroLeftText(yesterday)}
          {yesterday.closesAt ? ` · until ${formatTime(yesterday.closesAt)}` : ''}
        </span>
      </p>
      <Link href={YESTERDAY_RETRO_PATH} className={buttonClasses('secondary')}>
        Finish yesterday's retro
      </Link>
    </section>
  );
}
