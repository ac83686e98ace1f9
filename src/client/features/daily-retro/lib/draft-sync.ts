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

/** What a field shows under it: nothing yet, a request on its way, confirmed, or kept only locally. */
export type SaveState = 'idle' | 'saving' | 'saved' | 'local';

export interface DraftSyncOptions {
  storage: DraftStorage;
  userId: string;
  date: string;
  /** Sends one value; resolves with the value the server stored. */
  send: (field: DraftField, value: string) => Promise<string>;
  onState: (field: DraftField, state: SaveState) => void;
  /** Called after a value was confirmed (to refresh progress, say). */
  onConfirmed?: (field: DraftField, value: string) => void;
}

/**
 * Sends drafts to the server, one request per field at a time; a change made while a request is on its
 * way is sent after it. A failed send leaves the draft in storage for `retryAll` (on `online`, on load).
 */
export class DraftSync {
  private readonly timers = new Map<DraftField, ReturnType<typeof setTimeout>>();
  private readonly inFlight = new Set<DraftField>();
  private disposed = false;

  constructor(private readonly options: DraftSyncOptions) {}

  private key(field: DraftField): string {
    return draftKey(this.options.userId, this.options.date, field);
  }

  /** Records a change locally at once and sends it after `delayMs` (0 sends now). */
  change(field: DraftField, value: string, delayMs = ANSWER_SAVE_DELAY_MS): void {
    const stored = writeDraft(this.options.storage, this.key(field), value);
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

  /** Sends every draft of this retro now; returns once all have been tried. */
  async retryAll(): Promise<void> {
    const drafts = pendingDrafts(this.options.storage, this.options.userId, this.options.date);
    await Promise.all([...drafts.keys()].map((field) => this.flush(field)));
  }

  /** Whether any field still waits to be confirmed. */
  hasPending(): boolean {
    return (
      this.timers.size > 0 ||
      this.inFlight.size > 0 ||
      pendingDrafts(this.options.storage, this.options.userId, this.options.date).size > 0
    );
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
    } catch {
      this.inFlight.delete(field);
      if (this.disposed) return;
      this.options.onState(field, 'local');
    }
  }
}
