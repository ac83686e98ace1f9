import type { TestClient } from '#server/test/test-app';

/** Sets the signed-in user's time zone and day-start hour through the API. */
export async function setDaySettings(
  client: TestClient,
  settings: { timezone?: string; dayStartHour?: number },
) {
  const res = await client.patch('/api/profile', settings);
  if (res.statusCode !== 200) throw new Error(`profile update failed: ${res.statusCode} ${res.body}`);
  return res.json() as { timezone: string; dayStartHour: number; today: string };
}
