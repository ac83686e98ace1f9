import { expect, test } from 'vitest';
import { isAuthPath, normalizePath, PAGES, pageIdFor, pathsOf } from '#client/lib/route-table';

test('every route of the specification opens a page', () => {
  const specRoutes = [
    '/',
    '/questions',
    '/journal',
    '/settings',
    '/daily-retro',
    '/daily-reflection',
    '/retro-history',
    '/retro-summary',
    '/reflection-summary',
    '/progress-reports',
    '/reports',
    '/feedback',
    '/referral',
    '/about',
    '/nav-test',
    '/debug',
    '/admin/feedback',
    '/admin/customers',
    '/admin/questions',
    '/admin/analytics',
    '/achievements',
  ];
  for (const route of specRoutes) expect(pageIdFor(route), route).toBeDefined();
});

test('aliases open the same page', () => {
  expect(pageIdFor('/daily-reflection')).toBe(pageIdFor('/daily-retro'));
  const reports = ['/retro-summary', '/reflection-summary', '/progress-reports', '/reports'].map(pageIdFor);
  expect(new Set(reports)).toEqual(new Set(['reports']));
});

test('no path belongs to two pages', () => {
  const all = Object.values(PAGES).flatMap(pathsOf);
  expect(new Set(all).size).toBe(all.length);
});

test('query strings, hashes and a trailing slash do not change the page', () => {
  expect(normalizePath('/journal/?entry=4#top')).toBe('/journal');
  expect(normalizePath('/')).toBe('/');
  expect(pageIdFor('/journal?entry=42')).toBe('journal');
});

test('an unknown path opens no page', () => {
  expect(pageIdFor('/no/such/page')).toBeUndefined();
  expect(pageIdFor('/admin')).toBeUndefined();
});

test('only the sign-in page counts as the auth path', () => {
  expect(isAuthPath('/auth')).toBe(true);
  expect(isAuthPath('/auth?auth_reset=true')).toBe(true);
  expect(isAuthPath('/authors')).toBe(false);
  expect(isAuthPath('/')).toBe(false);
});
