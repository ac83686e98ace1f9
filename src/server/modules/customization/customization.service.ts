import { eq, sql } from 'drizzle-orm';
import { DEFAULT_ACCENT_COLOR, HOME_CARDS, type HomeCard } from '#contract/constants';
import type { Customization, UpdateCustomizationBody } from '#contract/customization';
import type { Database } from '#server/db/client';
import { type CustomizationRow, customizations } from '#server/db/schema';

/** What a user who never customized anything sees; the table's column defaults say the same. */
export const DEFAULT_CUSTOMIZATION: Customization = {
  displayName: null,
  avatar: null,
  accentColor: DEFAULT_ACCENT_COLOR,
  homeCards: [...HOME_CARDS],
  celebrations: true,
};

function toCustomization(row: CustomizationRow): Customization {
  return {
    displayName: row.displayName,
    avatar: row.avatar,
    accentColor: row.accentColor,
    // Stored as text[]: cards the app no longer knows are dropped rather than sent.
    homeCards: row.homeCards.filter((card): card is HomeCard => HOME_CARDS.includes(card as HomeCard)),
    celebrations: row.celebrations,
  };
}

export async function getCustomization(db: Database, userId: string): Promise<Customization> {
  const [row] = await db.select().from(customizations).where(eq(customizations.userId, userId));
  return row ? toCustomization(row) : DEFAULT_CUSTOMIZATION;
}

/** Changes only the fields sent, making the row on the first change (one statement, race-free). */
export async function updateCustomization(
  db: Database,
  userId: string,
  changes: UpdateCustomizationBody,
): Promise<Customization> {
  const [row] = await db
    .insert(customizations)
    .values({ userId, ...changes })
    .onConflictDoUpdate({ target: customizations.userId, set: { ...changes, updatedAt: sql`now()` } })
    .returning();
  if (!row) throw new Error('upsert returned no row');
  return toCustomization(row);
}
