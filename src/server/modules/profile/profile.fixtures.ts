import type { TestClient } from '../../test/test-app';

/**
 * A fixed-offset zone (Etc/GMT±n) whose wall clock shows `hour` right now, so a test can put a
 * user before or after their day start without faking the clock. Etc names invert the sign:
 * Etc/GMT-3 is UTC+3. Aim for an hour with room on both sides, as the clock keeps running.
 */
export function zoneAtLocalHour(hour: number, now = new Date()): string {
  for (let offset = -12; offset <= 14; offset++) {
    if ((now.getUTCHours() + offset + 24) % 24 === hour) {
      if (offset === 0) return 'UTC';
      return `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
    }
  }
  throw new Error(`no zone shows hour ${hour}`);
}

/** Sets the signed-in user's time zone and day-start hour through the API. */
export async function setDaySettings(
  client: TestClient,
  settings: { timezone?: string; dayStartHour?: number },
) {
  const res = await client.patch('/api/profile', settings);
  if (res.statusCode !== 200) throw new Error(`profile update failed: ${res.statusCode} ${res.body}`);
  return res.json() as { timezone: string; dayStartHour: number; today: string };
}
