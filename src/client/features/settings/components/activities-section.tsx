import { ListChecks } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#client/components/ui/button';
import { Section } from '#client/components/ui/page-header';
import { ActivityManager } from '#client/features/activities';

/** Activities to tick each day: a button until asked for, then the list (loaded then: the budget). */
export function ActivitiesSection() {
  const [open, setOpen] = useState(false);
  return (
    <Section
      id="activities-heading"
      title="Activities"
      description="The things you tick each day with your mood and your retro: rename them, change their icons, reorder, archive or add them."
    >
      {open ? (
        <ActivityManager />
      ) : (
        <Button variant="secondary" className="min-h-11" onClick={() => setOpen(true)}>
          <ListChecks aria-hidden="true" className="size-4" />
          Edit your activities
        </Button>
      )}
    </Section>
  );
}
