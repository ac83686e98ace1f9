import { expect, test } from 'vitest';
import {
  type ColorSchemeQuery,
  createThemeStore,
  parseThemePreference,
  type ResolvedTheme,
  resolveTheme,
  type ThemeStorage,
  toggledTheme,
} from './theme';

function memoryStorage(initial: Record<string, string> = {}): ThemeStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

function fakeSystem(dark: boolean): ColorSchemeQuery & { change: (dark: boolean) => void } {
  const listeners = new Set<(event: { matches: boolean }) => void>();
  const query = {
    matches: dark,
    addEventListener: (_: 'change', listener: (event: { matches: boolean }) => void) =>
      listeners.add(listener),
    removeEventListener: (_: 'change', listener: (event: { matches: boolean }) => void) =>
      listeners.delete(listener),
    change(next: boolean) {
      query.matches = next;
      for (const listener of listeners) listener({ matches: next });
    },
  };
  return query;
}

function setup(stored: Record<string, string>, systemDark: boolean) {
  const storage = memoryStorage(stored);
  const system = fakeSystem(systemDark);
  const applied: ResolvedTheme[] = [];
  const store = createThemeStore({ storage, systemDarkQuery: system, apply: (theme) => applied.push(theme) });
  return { storage, system, applied, store };
}

test('a stored light or dark is a choice; nothing or anything else follows the system', () => {
  expect(parseThemePreference('light')).toBe('light');
  expect(parseThemePreference('dark')).toBe('dark');
  expect(parseThemePreference(null)).toBe('system');
  expect(parseThemePreference('system')).toBe('system');
  expect(parseThemePreference('purple')).toBe('system');
});

test('system resolves to the operating system setting; a choice wins over it', () => {
  expect(resolveTheme('system', true)).toBe('dark');
  expect(resolveTheme('system', false)).toBe('light');
  expect(resolveTheme('light', true)).toBe('light');
  expect(resolveTheme('dark', false)).toBe('dark');
  expect(toggledTheme('dark')).toBe('light');
  expect(toggledTheme('light')).toBe('dark');
});

test('the stored choice is applied at start', () => {
  const { store, applied } = setup({ theme: 'dark' }, false);
  expect(store.getState()).toEqual({ preference: 'dark', resolved: 'dark' });
  expect(applied).toEqual(['dark']);
});

test('choosing light or dark stores it under theme; choosing system removes the key', () => {
  const { store, storage } = setup({}, false);
  store.setPreference('dark');
  expect(storage.data.get('theme')).toBe('dark');
  store.setPreference('light');
  expect(storage.data.get('theme')).toBe('light');
  store.setPreference('system');
  expect(storage.data.has('theme')).toBe(false);
});

test('with system chosen, the theme follows the operating system live', () => {
  const { store, system, applied } = setup({}, false);
  const seen: string[] = [];
  store.subscribe(() => seen.push(store.getState().resolved));

  system.change(true);
  expect(store.getState()).toEqual({ preference: 'system', resolved: 'dark' });
  system.change(false);
  expect(store.getState().resolved).toBe('light');
  expect(seen).toEqual(['dark', 'light']);
  expect(applied.at(-1)).toBe('light');
});

test('with a choice made, an operating system change is ignored', () => {
  const { store, system } = setup({ theme: 'light' }, false);
  system.change(true);
  expect(store.getState()).toEqual({ preference: 'light', resolved: 'light' });
});

test('the toggle switches between dark and light from whatever is showing, and stores it', () => {
  const { store, storage } = setup({}, true);
  expect(store.toggle()).toBe('light');
  expect(storage.data.get('theme')).toBe('light');
  expect(store.toggle()).toBe('dark');
  expect(store.getState()).toEqual({ preference: 'dark', resolved: 'dark' });
});

test('a change made in another tab is picked up on reload', () => {
  const { store, storage } = setup({}, false);
  storage.data.set('theme', 'dark');
  store.reload();
  expect(store.getState().resolved).toBe('dark');
});

test('blocked storage keeps the choice for the visit', () => {
  const blocked: ThemeStorage = {
    getItem: () => {
      throw new Error('blocked');
    },
    setItem: () => {
      throw new Error('blocked');
    },
    removeItem: () => {
      throw new Error('blocked');
    },
  };
  const store = createThemeStore({ storage: blocked, systemDarkQuery: null, apply: () => {} });
  expect(store.getState().preference).toBe('system');
  store.setPreference('dark');
  expect(store.getState().resolved).toBe('dark');
});
