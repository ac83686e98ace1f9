// Light, dark or system theme (SPEC sections 1 and 4). The choice is stored under `theme` unless it is
// 'system'; the inline script in index.html applies it before the first paint, this store keeps it
// applied afterwards and follows the operating system live while the choice is 'system'.
import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '#contract/constants';

export const THEME_PREFERENCES = ['light', 'dark', 'system'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];
export type ResolvedTheme = 'light' | 'dark';

/** Page background of each theme, also used for the browser's theme colour. */
export const THEME_BACKGROUNDS: Record<ResolvedTheme, string> = { light: '#f6f5f1', dark: '#131312' };

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** What a stored value means: 'light' and 'dark' are choices, anything else follows the system. */
export function parseThemePreference(stored: string | null | undefined): ThemePreference {
  return stored === 'light' || stored === 'dark' ? stored : 'system';
}

export function resolveTheme(preference: ThemePreference, systemPrefersDark: boolean): ResolvedTheme {
  if (preference === 'system') return systemPrefersDark ? 'dark' : 'light';
  return preference;
}

/** The toggle switches between dark and light, whatever the current choice. */
export function toggledTheme(current: ResolvedTheme): ResolvedTheme {
  return current === 'dark' ? 'light' : 'dark';
}

export interface ThemeStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface ColorSchemeQuery {
  readonly matches: boolean;
  addEventListener(type: 'change', listener: (event: { matches: boolean }) => void): void;
  removeEventListener(type: 'change', listener: (event: { matches: boolean }) => void): void;
}

export interface ThemeEnvironment {
  storage: ThemeStorage | null;
  systemDarkQuery: ColorSchemeQuery | null;
  /** Puts a theme on the page. */
  apply: (theme: ResolvedTheme) => void;
}

export interface ThemeState {
  preference: ThemePreference;
  resolved: ResolvedTheme;
}

export interface ThemeStore {
  getState: () => ThemeState;
  subscribe: (listener: () => void) => () => void;
  setPreference: (preference: ThemePreference) => void;
  /** Switches between dark and light and returns the new theme. */
  toggle: () => ResolvedTheme;
  /** Re-reads the stored choice (another tab may have changed it). */
  reload: () => void;
  /** Stops following the system setting. */
  stop: () => void;
}

function readStored(storage: ThemeStorage | null): string | null {
  try {
    return storage?.getItem(STORAGE_KEYS.theme) ?? null;
  } catch {
    return null;
  }
}

export function createThemeStore({ storage, systemDarkQuery, apply }: ThemeEnvironment): ThemeStore {
  let systemDark = systemDarkQuery?.matches ?? false;
  const initial = parseThemePreference(readStored(storage));
  let state: ThemeState = { preference: initial, resolved: resolveTheme(initial, systemDark) };
  const listeners = new Set<() => void>();

  function update(preference: ThemePreference): void {
    const resolved = resolveTheme(preference, systemDark);
    if (resolved !== state.resolved || preference !== state.preference) {
      state = { preference, resolved };
      for (const listener of listeners) listener();
    }
    apply(resolved);
  }

  function onSystemChange(event: { matches: boolean }): void {
    systemDark = event.matches;
    update(state.preference);
  }

  systemDarkQuery?.addEventListener('change', onSystemChange);
  apply(state.resolved);

  function setPreference(preference: ThemePreference): void {
    try {
      if (preference === 'system') storage?.removeItem(STORAGE_KEYS.theme);
      else storage?.setItem(STORAGE_KEYS.theme, preference);
    } catch {
      // Storage blocked: the choice holds for this visit only.
    }
    update(preference);
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setPreference,
    toggle() {
      const next = toggledTheme(state.resolved);
      setPreference(next);
      return next;
    },
    reload() {
      update(parseThemePreference(readStored(storage)));
    },
    stop() {
      systemDarkQuery?.removeEventListener('change', onSystemChange);
    },
  };
}

function applyToDocument(theme: ResolvedTheme): void {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
  for (const meta of document.querySelectorAll('meta[name="theme-color"]')) {
    meta.setAttribute('content', THEME_BACKGROUNDS[theme]);
  }
}

function localStorageOrNull(): ThemeStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

let browserStore: ThemeStore | undefined;

/** The page's theme store, created on first use; it also follows changes made in other tabs. */
export function themeStore(): ThemeStore {
  if (!browserStore) {
    const store = createThemeStore({
      storage: localStorageOrNull(),
      systemDarkQuery: typeof matchMedia === 'function' ? matchMedia(DARK_QUERY) : null,
      apply: applyToDocument,
    });
    window.addEventListener('storage', (event) => {
      if (event.key === STORAGE_KEYS.theme || event.key === null) store.reload();
    });
    browserStore = store;
  }
  return browserStore;
}

export function useTheme(): ThemeState {
  const store = themeStore();
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
