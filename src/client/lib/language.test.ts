import { expect, test } from 'vitest';
import { applyAppLanguage, chooseLanguage } from './language';
import { LANGUAGE_CHOICES } from './language-choices';

function memoryStorage() {
  const data = new Map<string, string>();
  return { data, setItem: (key: string, value: string) => void data.set(key, value) };
}

test('choosing English keeps English, stores it and says nothing', () => {
  const storage = memoryStorage();
  expect(chooseLanguage('en', storage)).toEqual({ language: 'en' });
  expect(storage.data.get('language')).toBe('en');
});

test('choosing another language keeps English and explains that only English is available', () => {
  const storage = memoryStorage();
  expect(chooseLanguage('fr', storage)).toEqual({
    language: 'en',
    notice: { title: 'Only English is available', description: 'Daily Retro is available in English only.' },
  });
  expect(storage.data.get('language')).toBe('en');
});

test('English is offered first, and every choice has a name', () => {
  expect(LANGUAGE_CHOICES[0]).toEqual({ code: 'en', label: 'English' });
  for (const choice of LANGUAGE_CHOICES) expect(choice.label.length).toBeGreaterThan(0);
});

test('the page is marked English, left to right', () => {
  const root = { lang: 'fr', dir: 'rtl' };
  const storage = memoryStorage();
  applyAppLanguage(root, storage);
  expect(root).toEqual({ lang: 'en', dir: 'ltr' });
  expect(storage.data.get('language')).toBe('en');
});
