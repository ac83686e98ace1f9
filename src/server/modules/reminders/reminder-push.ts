import type { FastifyBaseLogger } from 'fastify';
import { REMINDER_NOTIFICATION } from '#contract/constants';
import type { PushDelivery, PushTarget } from '#server/modules/push/push-delivery';

/** Push service answers that mean the subscription is gone for good. */
const GONE_STATUSES = new Set([404, 410]);

/** What became of one reminder push to one device. */
export type PushOutcome = 'delivered' | 'gone' | 'failed';

/** A failure's code for the log (PUSH_ADDRESS_NOT_PUBLIC, ECONNREFUSED, …): never the endpoint. */
function failureCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[A-Z0-9_]{1,64}$/.test(code) ? code : 'PUSH_FAILED';
}

/**
 * Sends the reminder to one device. 2xx is delivered; 404 and 410 mean the device is gone; any other
 * answer, a network failure or a destination refused before connecting (not a known push service, an
 * address that is not public) is a failure, logged as a status or a code only.
 */
export async function pushReminder(
  delivery: PushDelivery,
  device: PushTarget,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<PushOutcome> {
  try {
    const status = await delivery(device, JSON.stringify(REMINDER_NOTIFICATION));
    if (status >= 200 && status < 300) return 'delivered';
    if (GONE_STATUSES.has(status)) return 'gone';
    log.warn({ status }, 'a push service refused a reminder');
  } catch (error) {
    log.warn({ code: failureCode(error) }, 'a reminder push failed');
  }
  return 'failed';
}
