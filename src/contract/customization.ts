import { z } from 'zod';
import { ACCENT_COLORS, AVATAR_MAX_LENGTH, DISPLAY_NAME_MAX_LENGTH, HOME_CARDS } from './constants';
import { text } from './text';

export const AccentColor = z.enum(ACCENT_COLORS, { message: `Choose a colour: ${ACCENT_COLORS.join(', ')}` });
export const HomeCard = z.enum(HOME_CARDS, { message: `Unknown home card; known: ${HOME_CARDS.join(', ')}` });

/** Is `text` exactly one emoji (one grapheme with an emoji presentation)? */
export function isSingleEmoji(text: string): boolean {
  const graphemes = [...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text)];
  return graphemes.length === 1 && /\p{Extended_Pictographic}|\p{Regional_Indicator}/u.test(text);
}

export const Customization = z.object({
  displayName: z.string().nullable(),
  avatar: z.string().nullable(),
  accentColor: AccentColor,
  /** The home cards shown, in order; cards left out are hidden. */
  homeCards: z.array(HomeCard),
  celebrations: z.boolean(),
});
export type Customization = z.infer<typeof Customization>;

/** PATCH /api/customization: only the fields sent change; null clears the name or avatar. */
export const UpdateCustomizationBody = z
  .strictObject({
    // Spaces are collapsed before the real limit, so the raw text may be longer than the name.
    displayName: text({
      max: DISPLAY_NAME_MAX_LENGTH * 4,
      tooLong: `A name can be at most ${DISPLAY_NAME_MAX_LENGTH} characters`,
      notText: 'Send the name as text',
    })
      .transform((name) => name.trim().replace(/\s+/g, ' '))
      .pipe(
        z
          .string()
          .max(DISPLAY_NAME_MAX_LENGTH, `A name can be at most ${DISPLAY_NAME_MAX_LENGTH} characters`),
      )
      .transform((name) => name || null)
      .nullable()
      .optional(),
    // The length is checked first (and aborts): the emoji check segments the whole string.
    avatar: text({ max: AVATAR_MAX_LENGTH, tooLong: 'Choose one emoji', notText: 'Choose one emoji' })
      .trim()
      .refine(isSingleEmoji, 'Choose one emoji')
      .nullable()
      .optional(),
    accentColor: AccentColor.optional(),
    homeCards: z
      .array(HomeCard)
      .max(HOME_CARDS.length, 'Each card can appear once')
      .refine((cards) => new Set(cards).size === cards.length, 'Each card can appear once')
      .optional(),
    celebrations: z.boolean({ message: 'Send true or false' }).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to change: send at least one field' });
export type UpdateCustomizationBody = z.input<typeof UpdateCustomizationBody>;
