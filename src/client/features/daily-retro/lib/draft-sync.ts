import { SAVE_RETRY_DELAY_MS } from '../../../lib/save-retry';
import {
  confirmDraft,
  type DraftField,
  type DraftStorage,
  draftKey,
  pendingDrafts,
  readDraft,
  writeDraft,
} from './draft-store';

/** How long typing pauses before an answer is sent. */
export const ANSWER_SAVE_DELAY_MS = 800;

/**
 * What a field shows under it: nothing yet, a request on its way, confirmed, kept only locally (offline,
 * network or server failure: it will sync), or refused by the server (a 4xx: sending it again would be
 * refused again, so it is kept locally and not retried until it changes).
 */
export type SaveState = 'idle' | 'saving' | 'saved' | 'local' | 'refused';

/**
 * Whether a failed send was refused for good: a 4xx answer, except 401 (the session ended: signing in
 * again lets it through), 408 (timeout) and 429 (too many requests), which are worth retrying.
 */
export function isRefusal(error: unknown): error is { status: number; message: string } {
  if (typeof error !== 'object' || error === null || !('status' in error)) return false;
  const status = (error as { status: unknown }).status;
  return typeof status === 'number' && status >= 400 && status < 500 && ![401, 408, 429].includes(status);
}

export interface DraftSyncOptions {
  storage: DraftStorage;
  userId: string;
  date: string;
  /** Sends one value; resolves with the value the server stored. */
  send: (field: DraftField, value: string) => Promise<string>;
  /** `message` is the server's reason when the state is 'refused'. */
  onState: (field: DraftField, state: SaveState, message?: string) => void;
  /** Called after a value was confirmed (to refresh progress, say). */
  onConfirmed?: (field: DraftField, value: string) => void;
}

/**
 * Sends drafts to the server, one request per field at a time; a change made while a request is on its
 * way is sent after it. A failed send leaves the draft in storage; it is tried again after
 * SAVE_RETRY_DELAY_MS and by `retryAll` (on `online`, on load).
 */
export class DraftSync {
  private readonly timers = new Map<DraftField, ReturnType<typeof setTimeout>>();
  private readonly inFlight = new Set<DraftField>();
  /** Fields the server refused, with the value and the reason: not sent again until the value changes. */
  private readonly refused = new Map<DraftField, { value: string; message: string }>();
  private disposed = false;

  constructor(private readonly options: DraftSyncOptions) {}

  private key(field: DraftField): string {
    return draftKey(this.options.userId, this.options.date, field);
  }

  /** Records a change locally at once and sends it after `delayMs` (0 sends now). */
  change(field: DraftField, value: string, delayMs = ANSWER_SAVE_DELAY_MS): void {
    const stored = writeDraft(this.options.storage, this.key(field), value);
    this.refused.delete(field);
    this.options.onState(field, 'saving');
    const existing = this.timers.get(field);
    if (existing) clearTimeout(existing);
    if (!stored) {
      // Nothing local to fall back on: send the value itself.
      this.timers.set(
        field,
        setTimeout(() => void this.sendValue(field, value), delayMs),
      );
      return;
    }
    this.timers.set(
      field,
      setTimeout(() => void this.flush(field), delayMs),
    );
  }

  /** Sends a field's draft now, if it has one. */
  async flush(field: DraftField): Promise<void> {
    this.clearTimer(field);
    const value = readDraft(this.options.storage, this.key(field));
    if (value === null) return;
    await this.sendValue(field, value);
  }

  /** Sends every draft of this retro now, except the refused ones; returns once all have been tried. */
  async retryAll(): Promise<void> {
    await Promise.all([...this.unsent().keys()].map((field) => this.flush(field)));
  }

  /** Whether any field still waits to be confirmed (refused ones included: they are not on the server). */
  hasPending(): boolean {
    return (
      this.timers.size > 0 ||
      this.inFlight.size > 0 ||
      pendingDrafts(this.options.storage, this.options.userId, this.options.date).size > 0
    );
  }

  /** The server's reason for the first refused field, or null when nothing was refused. */
  firstRefusal(): string | null {
    const [first] = this.refused.values();
    return first ? first.message : null;
  }

  /** Drafts still worth sending: a refused value stays local until the user changes it. */
  private unsent(): Map<DraftField, string> {
    const drafts = pendingDrafts(this.options.storage, this.options.userId, this.options.date);
    for (const [field, { value }] of this.refused) if (drafts.get(field) === value) drafts.delete(field);
    return drafts;
  }

  dispose(): void {
    this.disposed = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  private clearTimer(field: DraftField): void {
    const timer = this.timers.get(field);
    if (timer) clearTimeout(timer);
    this.timers.delete(field);
  }

  private async sendValue(field: DraftField, value: string): Promise<void> {
    this.clearTimer(field);
    if (this.inFlight.has(field)) {
      // The newer value goes out when the request on its way has answered.
      this.timers.set(
        field,
        setTimeout(() => void this.flush(field), 50),
      );
      return;
    }
    this.inFlight.add(field);
    this.options.onState(field, 'saving');
    try {
      const confirmed = await this.options.send(field, value);
      this.inFlight.delete(field);
      if (this.disposed) return;
      const done = confirmDraft(this.options.storage, this.key(field), confirmed);
      this.options.onConfirmed?.(field, confirmed);
      if (done) this.options.onState(field, 'saved');
      else if (!this.timers.has(field)) void this.flush(field);
    } catch (error) {
      this.inFlight.delete(field);
      if (this.disposed) return;
      if (isRefusal(error)) {
        this.refused.set(field, { value, message: error.message });
        this.options.onState(field, 'refused', error.message);
      } else {
        this.options.onState(field, 'local');
        if (!this.timers.has(field)) {
          this.timers.set(
            field,
            setTimeout(() => void this.flush(field), SAVE_RETRY_DELAY_MS),
          );
        }
      }
    }
  }
}
