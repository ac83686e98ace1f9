import { Award, BookOpen, Flame } from 'lucide-react';
import { expect, test } from 'vitest';
import { gamificationIcon, iconKey } from './gamification-icons';

test('icon names in kebab, Pascal or snake case find the same icon', () => {
  expect(iconKey('BookOpen')).toBe('book-open');
  expect(iconKey('book_open')).toBe('book-open');
  expect(gamificationIcon('BookOpen')).toBe(BookOpen);
  expect(gamificationIcon('flame')).toBe(Flame);
});

test('an icon name outside the map falls back to the award', () => {
  expect(gamificationIcon('no-such-icon')).toBe(Award);
});
