import { describe, expect, test } from 'vitest';
import { ACCENT_COLORS } from '#contract/constants';
import {
  ACCENT_PALETTE,
  ACCENT_STORAGE_KEY,
  accentVariables,
  applyAccent,
  clearAccent,
} from './accent-palette';

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

// The theme surfaces of styles.css: page background and card surface of each theme.
const LIGHT_SURFACES = ['#ffffff', '#f6f5f1'];
const DARK_SURFACES = ['#1c1b19', '#131312', '#23221f'];
const AA = 4.5;

describe('accent palette', () => {
  test.each(ACCENT_COLORS)(
    '%s keeps AA contrast for accent text and text on the accent in both themes',
    (color) => {
      const { light, dark } = ACCENT_PALETTE[color];
      for (const surface of LIGHT_SURFACES)
        expect(contrast(light.accent, surface)).toBeGreaterThanOrEqual(AA);
      for (const surface of DARK_SURFACES) expect(contrast(dark.accent, surface)).toBeGreaterThanOrEqual(AA);
      expect(contrast(light.accent, light.contrast)).toBeGreaterThanOrEqual(AA);
      expect(contrast(dark.accent, dark.contrast)).toBeGreaterThanOrEqual(AA);
    },
  );

  test('applying a colour sets the four variables on the root and caches them under a preferences key', () => {
    const values = new Map<string, string>();
    const root = { style: { setProperty: (name: string, value: string) => values.set(name, value) } };
    const stored = new Map<string, string>();
    const storage = { setItem: (key: string, value: string) => stored.set(key, value) };

    applyAccent('rose', root as unknown as HTMLElement, storage as unknown as Storage);

    expect(Object.fromEntries(values)).toEqual(accentVariables('rose'));
    expect(values.get('--user-accent')).toBe(ACCENT_PALETTE.rose.light.accent);
    expect(ACCENT_STORAGE_KEY).toContain('preferences');
    expect(JSON.parse(stored.get(ACCENT_STORAGE_KEY) ?? '{}')).toEqual(accentVariables('rose'));
  });

  test('clearing after sign-out removes the variables and the cached copy', () => {
    const values = new Map<string, string>(Object.entries(accentVariables('violet')));
    const root = { style: { removeProperty: (name: string) => values.delete(name) } };
    const stored = new Map([[ACCENT_STORAGE_KEY, '{}']]);
    const storage = { removeItem: (key: string) => stored.delete(key) };

    clearAccent(root as unknown as HTMLElement, storage as unknown as Storage);

    expect(values.size).toBe(0);
    expect(stored.has(ACCENT_STORAGE_KEY)).toBe(false);
  });
});
