import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#server/db/client';
import { now as clockNow } from '#server/lib/clock';
import type { PushDelivery } from '#server/modules/push/push-delivery';
import { retryFailedPushes } from './push-retries';
import { type SendReport, sendDueReminders } from './reminder-sending';

/** How often the due reminders are looked for: well inside a minute, so each goes out on time. */
export const REMINDER_CHECK_INTERVAL_MS = 20_000;

/**
 * The reminder check: retries the pushes that failed and are due again, then sends what is due by
 * the app's clock (so a moved test clock moves it too). The jobs module runs it every
 * REMINDER_CHECK_INTERVAL_MS under an advisory lock (src/server/jobs); the claim in sendDueReminders
 * and the retries' own claim keep each push to one send even when two checks meet. A check never
 * overlaps the previous one, and stop() waits for the one in progress.
 */
export class ReminderRunner {
  private running: Promise<SendReport> | null = null;

  constructor(
    private readonly db: Database,
    private readonly delivery: PushDelivery,
    private readonly log: FastifyBaseLogger,
    private readonly clock: () => Date = clockNow,
  ) {}

  /** One check now; a check already running is awaited rather than doubled. */
  tick(): Promise<SendReport> {
    if (!this.running) {
      this.running = this.check().finally(() => {
        this.running = null;
      });
    }
    return this.running;
  }

  async stop(): Promise<void> {
    await this.running?.catch(() => {});
  }

  private async check(): Promise<SendReport> {
    const now = this.clock();
    const retries = await retryFailedPushes(this.db, now, this.delivery, this.log);
    if (retries.retried > 0) this.log.info(retries, 'reminder pushes retried');
    const report = await sendDueReminders(this.db, now, this.delivery, this.log);
    if (report.users > 0) this.log.info(report, 'reminders sent');
    return report;
  }
}
