import { Check, Pencil } from 'lucide-react';
import { Link } from 'wouter';
import { RetroReadOnly } from '#client/components/retro/retro-read-only';
import { Button, buttonClasses } from '#client/components/ui/button';
import { Card, cardClasses } from '#client/components/ui/card';
import { ActivityPicker } from '#client/features/activities';
import { PAGES } from '#client/lib/route-table';
import type { NextStep } from '#contract/home';
import type { Retro } from '#contract/retro';
import { useNextStep } from '../api/retro';

/** The steps that can follow a completed retro, with the words of their link. */
const AFTER_THE_RETRO: Partial<Record<NextStep['kind'], string>> = {
  log_mood: "Log today's mood",
  write_journal: 'Write in your journal',
};

/** "Up next": what is really left today, if anything. */
function UpNext() {
  const { data: nextStep } = useNextStep();
  const label = nextStep ? AFTER_THE_RETRO[nextStep.kind] : undefined;
  if (!nextStep || !label) return null;
  return (
    <Link href={nextStep.path} className={buttonClasses('primary')}>
      <span className="sr-only">Up next: </span>
      {label}
    </Link>
  );
}

interface RetroCompleteCardProps {
  retro: Retro;
  isToday: boolean;
  /** Opens the completed retro for corrections (it stays completed). */
  onEdit: () => void;
}

/** The calm "done" state of a completed retro, then what was written, read-only, with Edit. */
export function RetroCompleteCard({ retro, isToday, onEdit }: RetroCompleteCardProps) {
  return (
    <div className="grid gap-6">
      <section
        aria-labelledby="retro-complete-heading"
        className={cardClasses('flush', {
          className: 'relative overflow-hidden px-6 py-10 text-center sm:py-14',
        })}
      >
        <div className="retro-done-glow pointer-events-none absolute inset-0" aria-hidden="true" />
        <div className="retro-done-mark relative mx-auto grid size-16 place-items-center rounded-full bg-accent text-accent-contrast shadow-sm">
          <Check aria-hidden="true" className="size-8" strokeWidth={2.5} />
        </div>
        <h2 id="retro-complete-heading" className="relative mt-6 font-serif text-3xl text-foreground">
          Retro complete
        </h2>
        <p className="relative mt-2 text-lg text-muted-foreground">
          {isToday
            ? 'Day closed. See you tomorrow.'
            : "Yesterday's retro is done, and it counts for yesterday. Well done for coming back to it."}
        </p>
        <div className="relative mt-7 flex flex-wrap justify-center gap-3">
          {isToday ? <UpNext /> : null}
          <Link href={PAGES.retroHistory.path} className={buttonClasses('secondary')}>
            See your retro history
          </Link>
        </div>
      </section>
      <Card as="section" aria-label="Activities">
        <ActivityPicker
          date={retro.date}
          heading={isToday ? 'What did you do today?' : 'What did you do yesterday?'}
        />
      </Card>
      <Card as="section" aria-labelledby="retro-review-heading">
        <div className="mb-4 flex items-center justify-between gap-3">
          <h2 id="retro-review-heading" className="font-semibold text-foreground text-lg">
            Review the retro
          </h2>
          <Button variant="secondary" onClick={onEdit}>
            <Pencil aria-hidden="true" className="size-4" />
            Edit
          </Button>
        </div>
        <RetroReadOnly retro={retro} />
      </Card>
      <style>{`
        @keyframes retro-done-pop { from { transform: scale(0.6); opacity: 0 } to { transform: scale(1); opacity: 1 } }
        @keyframes retro-done-fade { from { opacity: 0 } to { opacity: 1 } }
        .retro-done-mark { animation: retro-done-pop 520ms cubic-bezier(0.16, 1, 0.3, 1) both }
        .retro-done-glow {
          background: radial-gradient(60% 70% at 50% 0%, color-mix(in oklab, var(--accent) 14%, transparent), transparent);
          animation: retro-done-fade 900ms ease-out both;
        }
        @media (prefers-reduced-motion: reduce) { .retro-done-mark, .retro-done-glow { animation: none } }
      `}</style>
    </div>
  );
}
