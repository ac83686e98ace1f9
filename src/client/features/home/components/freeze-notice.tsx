import { useEffect, useState } from 'react';
import { STREAK_LABELS } from '#client/components/gamification/streak-copy';
import { SnowflakeIcon } from '#client/components/ui/icons';
import { useTellFreeze } from '#client/features/gamification';
import { formatDate } from '#client/lib/dates';
import type { Streak } from '#contract/streaks';

/**
 * "A freeze kept your 10-day streak", told once: the first freeze the server has not told about is
 * kept on the page for this visit, and the server is told at once, so it is not said again.
 */
export function FreezeNotice({ streaks }: { streaks: readonly Streak[] }) {
  const tell = useTellFreeze();
  const [told] = useState(() => streaks.find((streak) => streak.freezeNotice !== null) ?? null);
  const { mutate } = tell;
  useEffect(() => {
    if (told?.freezeNotice) mutate({ id: told.id, date: told.freezeNotice });
  }, [told, mutate]);
  if (!told?.freezeNotice) return null;
  return (
    <div
      role="status"
      className="mt-4 flex items-start gap-3 rounded-2xl border border-accent/30 bg-accent-soft px-4 py-3"
    >
      <SnowflakeIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-strong" />
      <p className="text-foreground">
        <span className="font-medium">A freeze kept your {told.current}-day streak.</span>{' '}
        <span className="text-muted-foreground">
          {formatDate(told.freezeNotice, 'day')} was missed, and your {STREAK_LABELS[told.id].toLowerCase()}{' '}
          run goes on. Rest days happen.
        </span>
      </p>
    </div>
  );
}
