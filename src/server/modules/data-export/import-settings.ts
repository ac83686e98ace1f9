import { and, eq, sql } from 'drizzle-orm';
import type { AccountImport } from '#contract/export';
import { customizations, reminderSettings, users } from '#server/db/schema';
import { now } from '#server/lib/clock';
import type { Tally } from './import-records';
import type { Transaction } from './import-run';

const timeToMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Customization and reminders come in only where the account has none; the day settings always. */
export async function importSettings(tx: Transaction, userId: string, data: AccountImport) {
  return {
    customization: await importCustomization(tx, userId, data.customization),
    reminders: await importReminders(tx, userId, data.reminders),
    profile: await importProfileSettings(tx, userId, data.profile),
  };
}

async function importCustomization(
  tx: Transaction,
  userId: string,
  item: AccountImport['customization'],
): Promise<Tally> {
  if (!item) return { added: 0, skipped: 0 };
  const written = await tx
    .insert(customizations)
    .values({ userId, ...item, updatedAt: now() })
    .onConflictDoNothing()
    .returning({ userId: customizations.userId });
  return { added: written.length, skipped: 1 - written.length };
}

async function importReminders(
  tx: Transaction,
  userId: string,
  item: AccountImport['reminders'],
): Promise<Tally> {
  if (!item) return { added: 0, skipped: 0 };
  const written = await tx
    .insert(reminderSettings)
    .values({
      userId,
      enabled: item.enabled,
      minutes: timeToMinutes(item.time),
      days: item.days,
      savedTimezone: item.timezone,
      updatedAt: now(),
    })
    .onConflictDoNothing()
    .returning({ userId: reminderSettings.userId });
  return { added: written.length, skipped: 1 - written.length };
}

/** The day settings come along, so dates and streaks mean what they meant where the file came from. */
async function importProfileSettings(
  tx: Transaction,
  userId: string,
  profile: AccountImport['profile'],
): Promise<Tally> {
  const changed = await tx
    .update(users)
    .set({
      timezone: profile.timezone,
      dayStartHour: profile.dayStartHour,
      weekStart: profile.weekStart,
      updatedAt: now(),
    })
    .where(
      and(
        eq(users.id, userId),
        sql`(${users.timezone}, ${users.dayStartHour}, ${users.weekStart}) is distinct from (${profile.timezone}, ${profile.dayStartHour}::smallint, ${profile.weekStart})`,
      ),
    )
    .returning({ id: users.id });
  return { added: changed.length, skipped: 1 - changed.length };
}
