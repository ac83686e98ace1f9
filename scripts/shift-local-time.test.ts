import { expect, test } from 'vitest';

// CI runs the suites with TZ at both ends of the world and TEST_LOCAL_TIME=23:30: check that the
// setup file really put the machine's local clock there, or those runs would prove nothing.
test.runIf(Boolean(process.env.TEST_LOCAL_TIME))('the local clock shows TEST_LOCAL_TIME', () => {
  const local = new Date();
  const shown = `${String(local.getHours()).padStart(2, '0')}:${String(local.getMinutes()).padStart(2, '0')}`;
  const [hours, minutes] = String(process.env.TEST_LOCAL_TIME).split(':').map(Number);
  const minutesAfter = local.getHours() * 60 + local.getMinutes() - ((hours ?? 0) * 60 + (minutes ?? 0));
  expect(minutesAfter, `local time ${shown}`).toBeGreaterThanOrEqual(0);
  expect(minutesAfter, `local time ${shown}`).toBeLessThan(5);
});
