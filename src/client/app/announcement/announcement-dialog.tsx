import { useId } from 'react';
import { Button } from '#client/components/ui/button';
import { CalendarClockIcon } from '#client/components/ui/icons';
import { NativeDialog } from '#client/components/ui/native-dialog';
import { CALENDAR_REMINDER_ANNOUNCEMENT_TEXTS as TEXTS } from '#contract/constants';

/** 'New Feature: Calendar Reminders'. Closing it any way counts as 'Got it'. */
export function AnnouncementDialog({ onDismiss, onTryIt }: { onDismiss: () => void; onTryIt: () => void }) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <NativeDialog
      open
      onClose={onDismiss}
      labelledBy={titleId}
      describedBy={descriptionId}
      className="m-auto w-[calc(100%-2rem)] max-w-md animate-dialog-in"
    >
      {/* Focus starts on the card, so the dialog is read from its title and no button looks pressed. */}
      <div
        tabIndex={-1}
        // biome-ignore lint/a11y/noAutofocus: a modal dialog must take the focus when it opens
        autoFocus
        className="rounded-3xl border border-border bg-surface-raised p-6 shadow-2xl outline-none sm:p-8"
      >
        <span className="grid size-12 place-items-center rounded-2xl bg-accent-soft text-accent-strong">
          <CalendarClockIcon className="size-6" />
        </span>
        <h2 id={titleId} className="mt-5 font-semibold text-foreground text-xl tracking-tight">
          {TEXTS.title}
        </h2>
        <p id={descriptionId} className="mt-2 text-muted-foreground leading-relaxed">
          {TEXTS.description}
        </p>
        <div className="mt-7 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onDismiss} className="sm:min-w-28">
            {TEXTS.dismiss}
          </Button>
          <Button onClick={onTryIt} className="sm:min-w-28">
            {TEXTS.tryIt}
          </Button>
        </div>
      </div>
    </NativeDialog>
  );
}
