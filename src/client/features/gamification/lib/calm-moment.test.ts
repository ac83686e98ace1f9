import { describe, expect, test } from 'vitest';
import {
  GATHER_MS,
  isCalmMoment,
  isTextField,
  type PageState,
  splitUnseenBadges,
  TYPING_PAUSE_MS,
} from './calm-moment';

const calm: PageState = {
  focusInTextField: false,
  sinceTyped: Number.POSITIVE_INFINITY,
  dialogOpen: false,
  toastOpen: false,
  saving: false,
  sinceNewestBadge: GATHER_MS,
};

describe('a celebration opens only at a calm moment', () => {
  test('a quiet page, once the badges earned together have all arrived', () => {
    expect(isCalmMoment(calm)).toBe(true);
    expect(isCalmMoment({ ...calm, sinceNewestBadge: GATHER_MS - 1 })).toBe(false);
  });

  test('never while a text field has the focus', () => {
    expect(isCalmMoment({ ...calm, focusInTextField: true })).toBe(false);
  });

  test('never within the typing pause of the last keystroke, even after the focus left the field', () => {
    expect(isCalmMoment({ ...calm, sinceTyped: 0 })).toBe(false);
    expect(isCalmMoment({ ...calm, sinceTyped: TYPING_PAUSE_MS - 1 })).toBe(false);
    expect(isCalmMoment({ ...calm, sinceTyped: TYPING_PAUSE_MS })).toBe(true);
  });

  test('never over another dialog or sheet, a toast, or a save still on its way', () => {
    expect(isCalmMoment({ ...calm, dialogOpen: true })).toBe(false);
    expect(isCalmMoment({ ...calm, toastOpen: true })).toBe(false);
    expect(isCalmMoment({ ...calm, saving: true })).toBe(false);
  });
});

test('text fields are the ones that take typed text', () => {
  expect(isTextField({ tagName: 'TEXTAREA' })).toBe(true);
  expect(isTextField({ tagName: 'textarea', readOnly: true })).toBe(false);
  expect(isTextField({ tagName: 'INPUT', type: 'text' })).toBe(true);
  expect(isTextField({ tagName: 'INPUT', type: 'search' })).toBe(true);
  expect(isTextField({ tagName: 'INPUT', type: '' })).toBe(true);
  expect(isTextField({ tagName: 'INPUT', type: 'checkbox' })).toBe(false);
  expect(isTextField({ tagName: 'INPUT', type: 'radio' })).toBe(false);
  expect(isTextField({ tagName: 'DIV', isContentEditable: true })).toBe(true);
  expect(isTextField({ tagName: 'BUTTON' })).toBe(false);
  expect(isTextField(null)).toBe(false);
});

describe('which unseen badges are celebrated', () => {
  const badge = (badgeId: string, earnedToday: boolean, notified = false) => ({
    badgeId,
    earnedToday,
    notified,
  });

  test("badges earned today are celebrated together; earlier days' are listed quietly", () => {
    const split = splitUnseenBadges([
      badge('first-retro', true),
      badge('streak-3', true),
      badge('old', false),
    ]);
    expect(split.celebrate.map((b) => b.badgeId)).toEqual(['first-retro', 'streak-3']);
    expect(split.quiet.map((b) => b.badgeId)).toEqual(['old']);
  });

  test('badges already told are neither celebrated nor marked new', () => {
    expect(splitUnseenBadges([badge('a', true, true), badge('b', false, true)])).toEqual({
      celebrate: [],
      quiet: [],
    });
  });

  test('nothing earned: nothing to celebrate or list', () => {
    expect(splitUnseenBadges([])).toEqual({ celebrate: [], quiet: [] });
  });
});
