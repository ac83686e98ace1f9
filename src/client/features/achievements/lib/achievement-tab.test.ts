import { expect, test } from 'vitest';
import { achievementsHref, tabFromSearch } from './achievement-tab';

test('the tab comes from the query string, Overview when none or an unknown one is named', () => {
  expect(tabFromSearch('')).toBe('overview');
  expect(tabFromSearch('tab=badges')).toBe('badges');
  expect(tabFromSearch('?tab=challenges')).toBe('challenges');
  expect(tabFromSearch('tab=secrets')).toBe('overview');
});

test('each tab has its own address, and Overview is the page itself', () => {
  expect(achievementsHref('overview')).toBe('/achievements');
  expect(achievementsHref('badges')).toBe('/achievements?tab=badges');
  expect(tabFromSearch(achievementsHref('challenges').split('?')[1] ?? '')).toBe('challenges');
});
