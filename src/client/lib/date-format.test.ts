import { expect, test } from 'vitest';
import { dateFormat } from './date-format';

test('one formatter per locale and options, and it formats as a new one would', () => {
  const options = { day: 'numeric', month: 'short', timeZone: 'UTC' } as const;
  expect(dateFormat('en', options)).toBe(dateFormat('en', { ...options }));
  expect(dateFormat('en', options)).not.toBe(dateFormat('en-GB', options));
  const leapDay = new Date(Date.UTC(2028, 1, 29, 12));
  expect(dateFormat('en', options).format(leapDay)).toBe(
    new Intl.DateTimeFormat('en', options).format(leapDay),
  );
});
