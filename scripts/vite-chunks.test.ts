import { expect, test } from 'vitest';
import { iconSetOf, type ModuleGraph } from '../vite-chunks';

const ICON = '/app/node_modules/lucide-react/dist/esm/icons/trophy.mjs';
const BADGE_ICONS = '/app/src/client/components/gamification/gamification-icons.ts';
const ACTIVITY_ICONS = '/app/src/client/features/activities/components/activity-icon.tsx';
const PAGE = '/app/src/client/features/journal/pages/journal-page.tsx';

const graphWith = (importers: Record<string, string[]>): ModuleGraph => ({
  getModuleInfo: (id) => (id in importers ? { importers: importers[id] ?? [], dynamicImporters: [] } : null),
});

test('an icon set keeps its own module and the icons only it imports', () => {
  const graph = graphWith({ [ICON]: [BADGE_ICONS] });
  expect(iconSetOf(BADGE_ICONS, graph)).toBe('gamification-icons');
  expect(iconSetOf(ACTIVITY_ICONS, graph)).toBe('activity-icons');
  expect(iconSetOf(ICON, graph)).toBe('gamification-icons');
});

test('an icon a page imports too stays with the shared chunks', () => {
  expect(iconSetOf(ICON, graphWith({ [ICON]: [BADGE_ICONS, PAGE] }))).toBeNull();
  expect(iconSetOf(ICON, graphWith({ [ICON]: [BADGE_ICONS, ACTIVITY_ICONS] }))).toBeNull();
  expect(iconSetOf(ICON, graphWith({}))).toBeNull();
});
