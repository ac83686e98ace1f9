// Whether the user has seen the calendar reminder announcement (GET
// /api/user-preferences/feature-announcements/{feature}), and telling the server they have (POST).
import { api } from '#client/lib/api-client';
import { type ANNOUNCEMENT_FEATURE, ANNOUNCEMENT_SEEN_PATH, ANNOUNCEMENT_STATUS_PATH } from '../announcement';

/** The server's answer; whether it says seen is announcement.ts's rule (fetchAnnouncementSeen). */
export function readAnnouncementStatus(): Promise<unknown> {
  return api.get(ANNOUNCEMENT_STATUS_PATH);
}

export function sendAnnouncementSeen(body: {
  feature: typeof ANNOUNCEMENT_FEATURE;
  seen: true;
}): Promise<unknown> {
  return api.post(ANNOUNCEMENT_SEEN_PATH, body);
}
