import { createHmac } from 'node:crypto';
import { throttleAddressKey } from '#domain/client-address';

/**
 * A keyed hash of the client's address, stored with a sign-up and a sign-in so referral farming from
 * the referrer's own connection can be recognized (referral.service.ts) without storing the address.
 * The key is derived from the session secret, so the hashes cannot be reversed by trying every IPv4
 * address without it. IPv6 counts by its /64 network, as the sign-in throttle does: one home is
 * routinely given a whole /64.
 */
export function clientAddressKey(address: string, secret: string): string {
  const key = createHmac('sha256', secret).update('daily-retro client address key').digest();
  return createHmac('sha256', key).update(throttleAddressKey(address)).digest('base64url');
}
