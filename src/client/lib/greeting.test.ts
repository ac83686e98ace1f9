import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  forgetGreetingName,
  GREETING_ATTRIBUTE,
  GREETING_NAME_KEY,
  greetingFor,
  greetingScript,
  greetingText,
  rememberedGreetingName,
  rememberGreetingName,
} from './greeting';

test.each([
  [5, 'Good morning'],
  [11, 'Good morning'],
  [12, 'Good afternoon'],
  [16, 'Good afternoon'],
  [17, 'Good evening'],
  [23, 'Good evening'],
  [0, 'Good evening'],
  [4, 'Good evening'],
])('at %i:00 the greeting is %s', (hour, greeting) => {
  expect(greetingFor(hour)).toBe(greeting);
});

test('the greeting names the person when their name is known', () => {
  expect(greetingText(9, 'Sam')).toBe('Good morning, Sam');
  expect(greetingText(9, null)).toBe('Good morning');
});

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('the remembered name', () => {
  test('is kept on the device until signing out forgets it', () => {
    const storage = memoryStorage();
    expect(rememberedGreetingName(storage)).toBeNull();
    rememberGreetingName(storage, 'Sam');
    expect(rememberedGreetingName(storage)).toBe('Sam');
    forgetGreetingName(storage);
    expect(rememberedGreetingName(storage)).toBeNull();
  });

  test('a session reset forgets it: its key names the user', () => {
    expect(GREETING_NAME_KEY.toLowerCase()).toContain('user');
  });

  test('blocked storage means no name, never an error', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
    };
    expect(rememberedGreetingName(blocked)).toBeNull();
  });
});

describe('the inline script', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 27, 21, 30));
  });
  afterEach(() => vi.useRealTimers());

  /** Runs the script as index.html does, on a page holding (or not) the home shell's heading. */
  function runScript(storedName: string | null, withHeading = true) {
    const heading = { textContent: '' as string | null };
    const win = {
      document: {
        querySelector: (selector: string) =>
          withHeading && selector === `[${GREETING_ATTRIBUTE}]` ? heading : null,
      },
      localStorage: { getItem: (key: string) => (key === GREETING_NAME_KEY ? storedName : null) },
    };
    new Function('window', greetingScript())(win);
    return heading.textContent;
  }

  test('writes the greeting for the hour on the device, with the remembered name', () => {
    expect(runScript('Sam')).toBe('Good evening, Sam');
    expect(runScript(null)).toBe('Good evening');
    vi.setSystemTime(new Date(2026, 10, 28, 7, 0));
    expect(runScript('Sam')).toBe(greetingText(7, 'Sam'));
  });

  test('does nothing on a page without the heading', () => {
    expect(runScript('Sam', false)).toBe('');
  });
});
