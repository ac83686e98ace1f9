import { expect, test } from 'vitest';
import { greetingFor } from './greeting';

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
