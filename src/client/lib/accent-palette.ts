// The accent colours a user can choose (customization), each as a light-theme and a dark-theme pair of
// the accent itself and the text drawn on it. styles.css reads the four `--user-accent*` variables set
// here; the inline script in index.html sets them from the cached copy before the first paint.
import { type AccentColor, DEFAULT_ACCENT_COLOR } from '#contract/constants';
import { ACCENT_STORAGE_KEY, ACCENT_VARIABLE_NAMES } from './accent-cache';

export { ACCENT_STORAGE_KEY, clearAccent } from './accent-cache';

export interface AccentPair {
  /** The accent: buttons, links and accent text on the page's surfaces (AA against them). */
  accent: string;
  /** Text and icons drawn on the accent (AA against it). */
  contrast: string;
}

export interface AccentSwatch {
  label: string;
  light: AccentPair;
  dark: AccentPair;
}

export const ACCENT_PALETTE: Record<AccentColor, AccentSwatch> = {
  teal: {
    label: 'Teal',
    light: { accent: '#2c6e63', contrast: '#ffffff' },
    dark: { accent: '#6cc2ae', contrast: '#0d2520' },
  },
  indigo: {
    label: 'Indigo',
    light: { accent: '#4338ca', contrast: '#ffffff' },
    dark: { accent: '#a5b4fc', contrast: '#1e1b4b' },
  },
  violet: {
    label: 'Violet',
    light: { accent: '#6d28d9', contrast: '#ffffff' },
    dark: { accent: '#c4b5fd', contrast: '#2e1065' },
  },
  rose: {
    label: 'Rose',
    light: { accent: '#be123c', contrast: '#ffffff' },
    dark: { accent: '#fda4af', contrast: '#4c0519' },
  },
  amber: {
    label: 'Amber',
    light: { accent: '#9a4a06', contrast: '#ffffff' },
    dark: { accent: '#fbbf24', contrast: '#3b1d04' },
  },
  emerald: {
    label: 'Emerald',
    light: { accent: '#047857', contrast: '#ffffff' },
    dark: { accent: '#5fd3a5', contrast: '#022c22' },
  },
  sky: {
    label: 'Sky',
    light: { accent: '#0369a1', contrast: '#ffffff' },
    dark: { accent: '#7dd3fc', contrast: '#082f49' },
  },
  slate: {
    label: 'Slate',
    light: { accent: '#475569', contrast: '#ffffff' },
    dark: { accent: '#cbd5e1', contrast: '#0f172a' },
  },
};

/** The CSS variables of one colour, as styles.css reads them. */
export function accentVariables(color: AccentColor): Record<string, string> {
  const { light, dark } = ACCENT_PALETTE[color] ?? ACCENT_PALETTE[DEFAULT_ACCENT_COLOR];
  const [accent, accentContrast, accentDark, accentDarkContrast] = ACCENT_VARIABLE_NAMES;
  return {
    [accent]: light.accent,
    [accentContrast]: light.contrast,
    [accentDark]: dark.accent,
    [accentDarkContrast]: dark.contrast,
  };
}

/**
 * Puts a colour on the page and caches it for the next first paint. The cache holds the variables
 * themselves, so the inline script needs no copy of the palette.
 */
export function applyAccent(color: AccentColor, root: HTMLElement, storage: Storage | undefined): void {
  const variables = accentVariables(color);
  for (const [name, value] of Object.entries(variables)) root.style.setProperty(name, value);
  try {
    storage?.setItem(ACCENT_STORAGE_KEY, JSON.stringify(variables));
  } catch {
    // Storage full or blocked: the colour still applies to this visit.
  }
}
