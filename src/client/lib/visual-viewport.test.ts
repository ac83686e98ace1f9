import { describe, expect, it } from 'vitest';
import { KEYBOARD_MIN_HEIGHT, keyboardInset } from './visual-viewport';

describe('keyboardInset', () => {
  it('is the part of the layout viewport under the keyboard', () => {
    expect(keyboardInset({ layoutHeight: 844, visual: { height: 508, offsetTop: 0, scale: 1 } })).toBe(336);
  });

  it('counts the visual viewport scrolled down inside the layout one', () => {
    expect(keyboardInset({ layoutHeight: 640, visual: { height: 360, offsetTop: 40, scale: 1 } })).toBe(240);
  });

  it('is 0 without a keyboard, for a toolbar sliding away, zoomed in, or without a visual viewport', () => {
    expect(keyboardInset({ layoutHeight: 844, visual: { height: 844, offsetTop: 0, scale: 1 } })).toBe(0);
    expect(
      keyboardInset({
        layoutHeight: 844,
        visual: { height: 844 - KEYBOARD_MIN_HEIGHT + 1, offsetTop: 0, scale: 1 },
      }),
    ).toBe(0);
    expect(keyboardInset({ layoutHeight: 844, visual: { height: 422, offsetTop: 0, scale: 2 } })).toBe(0);
    expect(keyboardInset({ layoutHeight: 844, visual: null })).toBe(0);
  });
});
