import { Link } from 'wouter';
import { buttonClasses } from '#client/components/ui/button';
import { cardClasses } from '#client/components/ui/card';
import { ChevronRightIcon, LibraryIcon, SunsetIcon } from '#client/components/ui/icons';
import { formatDate } from '#client/lib/dates';
import { reflectHref } from '#client/lib/questions';
import { PAGES } from '#client/lib/route-table';
import type { HomeSummary } from '#contract/home';
import { nextStepHint, nextStepLabel, retroProgressText } from '../lib/home-copy';

/** The retro's own action: the server's next step when that is the retro, else start, finish or review it. */
function retroActionLabel(summary: HomeSummary): string {
  const { nextStep, retro } = summary;
  if (nextStep.path === PAGES.dailyRetro.path) return nextStepLabel(nextStep.kind);
  if (retro.status === 'completed') return 'Review the retro';
  return retro.status === 'in_progress' ? "Finish today's retro" : "Start today's retro";
}

/** Today's retro: how far along it is, and the way into it. */
export function RetroCard({ summary }: { summary: HomeSummary }) {
  const { retro } = summary;
  const done = retro.status === 'completed';
  const showProgress = retro.status === 'in_progress' && retro.questionCount > 0;
  return (
    <section aria-labelledby="retro-heading" className={cardClasses('tile')}>
      <div className="flex items-start gap-4">
        <span className="grid size-11 shrink-0 place-items-center rounded-2xl bg-accent-soft text-accent-strong">
          <SunsetIcon className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="retro-heading" className="font-semibold text-foreground text-lg">
            {done ? "Today's retro is done" : "Today's retro"}
          </h2>
          <p className="mt-0.5 text-muted-foreground">{retroProgressText(retro)}</p>
          {showProgress ? (
            <div
              className="mt-3 h-1.5 overflow-hidden rounded-full bg-foreground/[0.07]"
              role="progressbar"
              aria-label="Retro progress"
              aria-valuemin={0}
              aria-valuemax={retro.questionCount}
              aria-valuenow={retro.answeredCount}
            >
              <div
                className="h-full rounded-full bg-accent"
                style={{ width: `${Math.round((retro.answeredCount / retro.questionCount) * 100)}%` }}
              />
            </div>
          ) : null}
        </div>
      </div>
      <div className="mt-5 flex flex-wrap items-center gap-3">
        <Link href={PAGES.dailyRetro.path} className={buttonClasses(done ? 'secondary' : 'primary', 'lg')}>
          {retroActionLabel(summary)}
          <ChevronRightIcon className="size-4" />
        </Link>
      </div>
    </section>
  );
}

/** What to do next when it is not the retro (a journal entry, the question library). */
export function NextStepCard({ nextStep }: { nextStep: HomeSummary['nextStep'] }) {
  return (
    <section aria-labelledby="next-step-heading" className={cardClasses('tile')}>
      <h2 id="next-step-heading" className="font-medium text-accent-strong text-xs uppercase tracking-wider">
        Up next
      </h2>
      <p className="mt-2 text-foreground leading-relaxed">{nextStepHint(nextStep.kind)}</p>
      <Link href={nextStep.path} className={buttonClasses('primary', 'lg', 'mt-4')}>
        {nextStepLabel(nextStep.kind)}
        <ChevronRightIcon className="size-4" />
      </Link>
    </section>
  );
}

export function QuestionOfTheDayCard({
  question,
}: {
  question: NonNullable<HomeSummary['questionOfTheDay']>;
}) {
  return (
    <section aria-labelledby="qotd-heading" className={cardClasses('tile')}>
      <p
        id="qotd-heading"
        className="flex items-center gap-2 font-medium text-accent-strong text-xs uppercase tracking-wider"
      >
        <LibraryIcon className="size-4" />
        Question of the day
      </p>
      <p className="mt-3 font-serif text-2xl text-foreground leading-snug">{question.text}</p>
      <Link href={reflectHref(question)} className={buttonClasses('secondary', 'md', 'mt-5')}>
        Reflect on this
      </Link>
    </section>
  );
}

export function RecentEntries({ entries }: { entries: HomeSummary['recentEntries'] }) {
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="recent-heading">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="recent-heading" className="font-semibold text-foreground text-lg">
          Recent entries
        </h2>
        <Link href={PAGES.journal.path} className="font-medium text-accent-strong text-sm hover:underline">
          All entries
        </Link>
      </div>
      <ul className="mt-3 grid gap-2">
        {entries.map((entry) => (
          <li key={entry.id}>
            <Link
              href={`${PAGES.journal.path}?entry=${entry.id}`}
              className={cardClasses('row', { interactive: true, className: 'block' })}
            >
              <span className="flex items-baseline justify-between gap-3">
                <span className="truncate font-medium text-foreground">{entry.title ?? 'Untitled'}</span>
                <time dateTime={entry.date} className="shrink-0 text-muted-foreground text-xs">
                  {formatDate(entry.date, 'short')}
                </time>
              </span>
              {entry.excerpt ? (
                <span className="mt-0.5 line-clamp-2 block text-muted-foreground text-sm">
                  {entry.excerpt}
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
