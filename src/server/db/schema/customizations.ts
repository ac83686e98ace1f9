import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  ACCENT_COLORS,
  DEFAULT_ACCENT_COLOR,
  DISPLAY_NAME_MAX_LENGTH,
  HOME_CARDS,
} from '#contract/constants';
import { users } from './users';

/** How a user made the app theirs. A missing row means every default. */
export const customizations = pgTable(
  'customizations',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    displayName: text('display_name'),
    /** One emoji. */
    avatar: text('avatar'),
    accentColor: text('accent_color', { enum: ACCENT_COLORS }).notNull().default(DEFAULT_ACCENT_COLOR),
    /** The home cards shown, in order. */
    homeCards: text('home_cards')
      .array()
      .notNull()
      .default(sql.raw(`'{${HOME_CARDS.join(',')}}'::text[]`)),
    celebrations: boolean('celebrations').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  () => [
    check(
      'customizations_display_name_length_check',
      sql.raw(`char_length("display_name") <= ${DISPLAY_NAME_MAX_LENGTH}`),
    ),
    check(
      'customizations_accent_color_check',
      sql.raw(`"accent_color" in (${ACCENT_COLORS.map((c) => `'${c}'`).join(', ')})`),
    ),
  ],
);

export type CustomizationRow = typeof customizations.$inferSelect;
