import { CircleAlert, CloudUpload } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { cardClasses } from '#client/components/ui/card';
import { formatDate } from '#client/lib/dates';
import type { SaveState } from '#client/lib/drafts/save-state';

export const COMPLETED_ON_DEVICE_TEXT = 'Completed on this device — will sync';

/**
 * A retro completed offline (decision record 045): done as far as the user is concerned, completed on
 * the server when the connection returns. If the server refuses it (the day closed meanwhile), the reason,
 * and the answers stay on this device.
 */
export function CompletionQueued({
  date,
  state,
  onKeepEditing,
}: {
  date: string;
  state: SaveState;
  onKeepEditing: () => void;
}) {
  const refused = state.status === 'refused';
  const Icon = refused ? CircleAlert : CloudUpload;
  return (
    <section
      aria-labelledby="completion-queued-heading"
      className={cardClasses('section', { className: 'grid justify-items-center gap-3 text-center' })}
    >
      <span
        className={
          refused
            ? 'grid size-14 place-items-center rounded-full bg-danger-soft text-danger'
            : 'grid size-14 place-items-center rounded-full bg-accent-soft text-accent-strong'
        }
      >
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <h2 id="completion-queued-heading" className="font-serif text-2xl text-foreground">
        {refused ? 'Not completed' : COMPLETED_ON_DEVICE_TEXT}
      </h2>
      <p role="status" className="max-w-md text-muted-foreground">
        {refused
          ? `${state.reason} Your answers are kept on this device.`
          : `Your answers are kept here. The retro of ${formatDate(date, 'day')} is completed when the connection returns.`}
      </p>
      <Button variant="secondary" onClick={onKeepEditing}>
        {refused ? 'Back to your answers' : 'Keep editing'}
      </Button>
    </section>
  );
}
