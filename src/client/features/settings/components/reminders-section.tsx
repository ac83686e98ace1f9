import { useEffect, useRef, useState } from 'react';
import { Button } from '#client/components/ui/button';
import { cardClasses } from '#client/components/ui/card';
import { Switch } from '#client/components/ui/switch';
import { REMINDERS_ANCHOR } from '#client/lib/route-table';
import { toast } from '#client/lib/toast-store';
import type { ReminderSettings, UpdateReminderBody } from '#contract/reminders';
import { useReminders, useUpdateReminders } from '../api/reminders';
import { browserTimeZone, describeDays, describeNext, initialForm, sameSchedule } from '../lib/reminder-form';
import { AddToCalendar } from './add-to-calendar';
import { NotificationsSwitch } from './notifications-switch';
import { ReminderSchedule } from './reminder-schedule';

const HEADING_ID = 'reminders-heading';

/** Scrolls to and focuses the section when the address ends in #reminders, after the page settles. */
function useFocusWhenLinked() {
  useEffect(() => {
    let frame = 0;
    const focus = () => {
      if (window.location.hash !== `#${REMINDERS_ANCHOR}`) return;
      // The layout scrolls a new page to its top in its own effect, which runs after this one.
      frame = requestAnimationFrame(() => {
        frame = requestAnimationFrame(() => {
          const heading = document.getElementById(HEADING_ID);
          heading?.focus({ preventScroll: true });
          heading?.closest('section')?.scrollIntoView({ block: 'start' });
        });
      });
    };
    focus();
    window.addEventListener('hashchange', focus);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('hashchange', focus);
    };
  }, []);
}

function RemindersForm({ saved }: { saved: ReminderSettings }) {
  const update = useUpdateReminders();
  const browserZone = useRef(browserTimeZone()).current;
  const [form, setForm] = useState<UpdateReminderBody>(() => initialForm(saved, browserZone));
  const savedForm: UpdateReminderBody = { ...saved };
  const unsaved = !sameSchedule(form, savedForm);
  const zoneDetected = !saved.configured && form.timezone === browserZone && browserZone !== saved.timezone;

  /** Saves the form; `switched` when the on/off switch did it, which the toast then names. */
  function save(body: UpdateReminderBody, switched = false) {
    update.mutate(body, {
      onSuccess: (result) => {
        setForm(initialForm(result, browserZone));
        toast({
          title: !result.enabled && switched ? 'Reminder off' : 'Reminder saved',
          description: result.enabled
            ? `${describeDays(result.days)} at ${result.time}.`.replace(/^./, (c) => c.toUpperCase())
            : `Off for now. Your calendar links use ${result.time}.`,
        });
      },
    });
  }

  return (
    <div className="grid gap-6">
      <Switch
        label="Daily reminder"
        description={
          saved.enabled && saved.nextAt
            ? `On, ${describeDays(saved.days)} at ${saved.time}. Next: ${describeNext(saved.nextAt, saved.timezone, new Date()).replace(/^./, (c) => c.toLowerCase())}.`
            : 'Off. Turn it on for notifications and a calendar that follows your changes.'
        }
        checked={saved.enabled}
        busy={update.isPending}
        disabled={update.isPending}
        onChange={(enabled) => save({ ...form, enabled }, true)}
      />
      <ReminderSchedule
        form={form}
        savedZone={saved.timezone}
        zoneDetected={zoneDetected}
        onChange={setForm}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button
          busy={update.isPending}
          disabled={!unsaved || update.isPending}
          onClick={() => save({ ...form, enabled: saved.enabled })}
          className="h-11"
        >
          Save reminder
        </Button>
        <p className="text-muted-foreground text-sm" aria-live="polite">
          {unsaved ? 'Unsaved changes' : ''}
        </p>
      </div>
      <hr className="border-border" />
      <NotificationsSwitch
        available={saved.push.available}
        reminderOn={saved.enabled}
        devices={saved.push.devices}
      />
      <hr className="border-border" />
      <AddToCalendar saved={saved} unsaved={unsaved} />
    </div>
  );
}

/** Settings › Reminders: when, on which days, notifications on this device, and calendars. */
export function RemindersSection() {
  const reminders = useReminders();
  useFocusWhenLinked();
  return (
    <section
      id={REMINDERS_ANCHOR}
      aria-labelledby={HEADING_ID}
      // Reached from 'Try it now', the focused heading lights up the whole card rather than underlining itself.
      className={cardClasses('section', {
        className:
          'scroll-mt-20 transition-shadow has-[h2:focus]:ring-2 has-[h2:focus]:ring-ring/50 motion-reduce:transition-none',
      })}
    >
      <h2 id={HEADING_ID} tabIndex={-1} className="font-semibold text-foreground text-lg outline-none">
        Reminders
      </h2>
      <p className="mt-1 text-muted-foreground text-sm leading-relaxed">
        A daily nudge for your retro: in your calendar, and as a notification when it is not done yet.
      </p>
      <div className="mt-5">
        {reminders.data ? (
          <RemindersForm saved={reminders.data} />
        ) : reminders.isError ? (
          <p className="text-muted-foreground">{reminders.error.message}.</p>
        ) : (
          <div className="h-72 animate-pulse rounded-2xl bg-foreground/[0.04]" />
        )}
      </div>
    </section>
  );
}
