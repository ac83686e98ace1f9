import { expect, test } from 'vitest';
import { shouldAnimate } from '#client/lib/motion-conditions';
import {
  DEFAULT_PAGE_TIMING,
  NO_MOTION,
  pageMotionFor,
  ROUTE_TRANSITIONS,
  transitionKindFor,
} from './page-transitions';

test('journal, settings and questions slide', () => {
  expect(transitionKindFor('/journal')).toBe('slide');
  expect(transitionKindFor('/settings')).toBe('slide');
  expect(transitionKindFor('/questions')).toBe('slide');
});

test('the daily retro and feedback zoom with a spring', () => {
  expect(transitionKindFor('/daily-retro')).toBe('zoom-spring');
  expect(transitionKindFor('/feedback')).toBe('zoom-spring');
  expect(pageMotionFor('zoom-spring').transition.type).toBe('spring');
  expect(pageMotionFor('zoom-spring').initial.scale).toBeLessThan(1);
});

test('achievements and progress reports bounce', () => {
  expect(transitionKindFor('/achievements')).toBe('bounce');
  expect(transitionKindFor('/progress-reports')).toBe('bounce');
  expect(pageMotionFor('bounce').transition).toMatchObject({ type: 'spring' });
});

test('retro history slides with a spring', () => {
  expect(transitionKindFor('/retro-history')).toBe('slide-spring');
  expect(pageMotionFor('slide-spring').transition.type).toBe('spring');
  expect(pageMotionFor('slide-spring').initial.x).toBeGreaterThan(0);
});

test('every other page fades with the default 0.2 s tween', () => {
  for (const path of ['/', '/about', '/referral', '/nav-test', '/admin/analytics', '/no/such/page']) {
    expect(transitionKindFor(path), path).toBe('fade');
  }
  expect(DEFAULT_PAGE_TIMING).toMatchObject({ type: 'tween', duration: 0.2 });
  expect(pageMotionFor('fade').transition).toBe(DEFAULT_PAGE_TIMING);
  expect(pageMotionFor('slide').transition).toBe(DEFAULT_PAGE_TIMING);
});

test('an alias moves like the page it opens', () => {
  expect(transitionKindFor('/daily-reflection')).toBe('zoom-spring');
  for (const alias of ['/reports', '/retro-summary', '/reflection-summary']) {
    expect(transitionKindFor(alias), alias).toBe('bounce');
  }
  expect(transitionKindFor('/journal?entry=3')).toBe('slide');
});

test('the table names exactly the routes of the specification', () => {
  expect(Object.keys(ROUTE_TRANSITIONS).sort()).toEqual(
    [
      '/achievements',
      '/daily-retro',
      '/feedback',
      '/journal',
      '/progress-reports',
      '/questions',
      '/retro-history',
      '/settings',
    ].sort(),
  );
});

test('every transition ends with the page fully shown, and leaves with the default tween', () => {
  for (const kind of ['fade', 'slide', 'slide-spring', 'zoom-spring', 'bounce'] as const) {
    const motion = pageMotionFor(kind);
    expect(motion.animate.opacity).toBe(1);
    expect(motion.initial.opacity).toBe(0);
    expect(motion.exit.transition).toBe(DEFAULT_PAGE_TIMING);
  }
  expect(NO_MOTION.initial).toEqual(NO_MOTION.animate);
});

test('animations are skipped for reduced motion, data saver and connections slower than 4g', () => {
  expect(shouldAnimate({ prefersReducedMotion: false })).toBe(true);
  expect(shouldAnimate({ prefersReducedMotion: false, saveData: false, effectiveType: '4g' })).toBe(true);
  expect(shouldAnimate({ prefersReducedMotion: true, effectiveType: '4g' })).toBe(false);
  expect(shouldAnimate({ prefersReducedMotion: false, saveData: true, effectiveType: '4g' })).toBe(false);
  for (const effectiveType of ['3g', '2g', 'slow-2g']) {
    expect(shouldAnimate({ prefersReducedMotion: false, effectiveType }), effectiveType).toBe(false);
  }
});
