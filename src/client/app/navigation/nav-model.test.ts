import { expect, test } from 'vitest';
import {
  BOTTOM_BAR_ITEMS,
  hrefFor,
  isCurrentTarget,
  moreItemsFor,
  NAV_SECTIONS,
  navSectionsFor,
} from './nav-model';

test('the bottom bar has at most five buttons: four destinations and More', () => {
  expect(BOTTOM_BAR_ITEMS.length + 1).toBeLessThanOrEqual(5);
  expect(BOTTOM_BAR_ITEMS.map((item) => item.target)).toEqual(['home', 'dailyRetro', 'journal', 'reports']);
});

test('the bottom bar and the More sheet together hold every destination of the side navigation', () => {
  for (const isAdmin of [false, true]) {
    const side = navSectionsFor(isAdmin).flatMap((section) => section.items.map((item) => item.target));
    const phone = [...BOTTOM_BAR_ITEMS, ...moreItemsFor(isAdmin)].map((item) => item.target);
    expect(new Set(phone)).toEqual(new Set(side));
  }
});

test('only administrators see the admin entry', () => {
  const targets = (isAdmin: boolean) =>
    navSectionsFor(isAdmin).flatMap((section) => section.items.map((item) => item.target));
  expect(targets(false)).not.toContain('admin');
  expect(targets(true)).toContain('admin');
  expect(navSectionsFor(false)).toBe(NAV_SECTIONS);
});

test('the current entry follows aliases and ignores the query string', () => {
  expect(isCurrentTarget('reports', '/retro-summary')).toBe(true);
  expect(isCurrentTarget('reports', '/progress-reports?period=week')).toBe(true);
  expect(isCurrentTarget('dailyRetro', '/daily-reflection')).toBe(true);
  expect(isCurrentTarget('home', '/journal')).toBe(false);
  expect(isCurrentTarget('home', '/')).toBe(true);
});

test('every admin page marks the admin entry, and an unknown path marks nothing', () => {
  expect(isCurrentTarget('admin', '/admin/customers')).toBe(true);
  expect(isCurrentTarget('admin', '/admin/analytics')).toBe(true);
  expect(isCurrentTarget('admin', '/feedback')).toBe(false);
  expect(isCurrentTarget('home', '/nowhere')).toBe(false);
});

test('the admin entry leads to the first admin page', () => {
  expect(hrefFor('admin')).toBe('/admin/feedback');
  expect(hrefFor('journal')).toBe('/journal');
});
