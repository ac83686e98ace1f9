import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { now as clockNow } from '../../lib/clock';
import type { PushDelivery } from '../push/push-delivery';
import { forgetOldSends, type SendReport, sendDueReminders } from './reminder-sending';

/** How often the due reminders are looked for: well inside a minute, so each goes out on time. */
export const REMINDER_CHECK_INTERVAL_MS = 20_000;
const PRUNE_INTERVAL_MS = 60 * 60_000;

/**
 * The reminder loop of one instance: every REMINDER_CHECK_INTERVAL_MS it sends what is due by the
 * app's clock (so a moved test clock moves it too). Any number of instances may run it against one
 * database; the claim in sendDueReminders keeps each reminder to one send. A check never overlaps
 * the previous one, and stop() waits for the one in progress.
 */
export class ReminderRunner {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<SendReport> | null = null;
  private lastPrune = 0;

  constructor(
    private readonly db: Database,
    private readonly delivery: PushDelivery,
    private readonly log: FastifyBaseLogger,
    private readonly clock: () => Date = clockNow,
  ) {}

  start(intervalMs = REMINDER_CHECK_INTERVAL_MS): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      this.tick().catch((error) => this.log.error({ err: error }, 'the reminder check failed'));
    }, intervalMs);
    this.timer.unref();
  }

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
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => {});
  }

  private async check(): Promise<SendReport> {
    const now = this.clock();
    const report = await sendDueReminders(this.db, now, this.delivery, this.log);
    if (now.getTime() - this.lastPrune > PRUNE_INTERVAL_MS) {
      this.lastPrune = now.getTime();
      await forgetOldSends(this.db, now);
    }
    if (report.users > 0) this.log.info(report, 'reminders sent');
    return report;
  }
}
