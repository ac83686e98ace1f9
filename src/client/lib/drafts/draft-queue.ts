// Sends drafts to the server and writes its answers back into the query cache. One queue per signed-in
// user, started with the app, so a draft written offline goes out when the connection returns whether or
// not the screen it was written on is still open.
import type { QueryClient } from '@tanstack/react-query';
import type { DraftKind, FlushResult, LocalDraftKind, SyncedDraftKind } from './draft-kind';
import { type DraftRecord, type DraftStore, draftStorageKey, randomId } from './draft-store';
import { IDLE, isRefusal, SAVE_RETRY_DELAY_MS, type SaveState } from './save-state';

export interface DraftQueueOptions {
  store: DraftStore;
  queryClient: QueryClient;
  now: () => number;
  /** The browser window to listen to for 'online'; none in tests. */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  retryDelayMs?: number;
}

const isLocal = (kind: DraftKind): kind is LocalDraftKind => 'local' in kind;

export class DraftQueue {
  readonly userId: string;
  readonly queryClient: QueryClient;
  private readonly kinds = new Map<string, DraftKind>();
  private readonly states = new Map<string, SaveState>();
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly inFlight = new Map<string, Promise<void>>();
  private readonly sendAgain = new Set<string>();
  private readonly held = new Map<string, number>();
  /** Releases about to let go of their draft, unless it is held again first. */
  private readonly letGo = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly listeners = new Set<() => void>();
  private stopped = false;
  /** Changes on every state or record change (a snapshot for useSyncExternalStore). */
  version = 0;

  constructor(private readonly options: DraftQueueOptions) {
    this.userId = options.store.userId;
    this.queryClient = options.queryClient;
  }

  private readonly onOnline = () => void this.retryAll();

  start(): void {
    this.options.events?.addEventListener('online', this.onOnline);
  }

  stop(): void {
    this.stopped = true;
    this.options.events?.removeEventListener('online', this.onOnline);
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  /** Adds kinds (again is fine) and sends what they have waiting. */
  register(...kinds: DraftKind[]): void {
    const added = kinds.filter((kind) => !this.kinds.has(kind.name));
    for (const kind of added) this.kinds.set(kind.name, kind);
    for (const kind of added)
      for (const draft of this.list(kind.name)) if (draft.pending) this.schedule(kind, draft.id, 0);
  }

  /**
   * Drops copies the server has confirmed that no editor shows any more (an editor closed with its tab,
   * say). Device-only kinds are kept: the device is their only place.
   */
  dropConfirmed(): void {
    for (const kind of this.kinds.values()) {
      if (isLocal(kind)) continue;
      for (const draft of this.list(kind.name))
        if (!draft.pending && !this.held.has(this.key(kind.name, draft.id)))
          this.options.store.remove(kind.name, draft.id);
    }
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  read<T>(kind: string, id: string): DraftRecord<T> | null {
    return this.options.store.read<T>(kind, id);
  }

  list<T>(kind: string): DraftRecord<T>[] {
    return this.options.store.list<T>(kind);
  }

  /** The server's id for a draft that created something, whether or not the draft is still kept. */
  serverIdOf(kind: string, id: string): string | null {
    return this.read(kind, id)?.serverId ?? this.options.store.serverIdOf(kind, id);
  }

  state(kind: string, id: string): SaveState {
    const known = this.states.get(this.key(kind, id));
    if (known) return known;
    const draft = this.read(kind, id);
    if (!draft?.pending || isLocal(this.kinds.get(kind) ?? { name: kind, local: true })) return IDLE;
    return draft.refused === null ? { status: 'local' } : { status: 'refused', reason: draft.refused };
  }

  /**
   * Records a change on the device at once and sends it after the kind's pause (or `delayMs`).
   * `serverId`: what the draft edits on the server, when it edits something that exists.
   */
  change<T>(
    kindName: string,
    id: string,
    value: T,
    options: { delayMs?: number; serverId?: string | null } = {},
  ): void {
    const serverId = options.serverId ?? null;
    const kind = this.kindOf(kindName);
    const previous = this.read<T>(kindName, id);
    const draft: DraftRecord<T> = {
      kind: kindName,
      id,
      value,
      revision: (previous?.revision ?? 0) + 1,
      pending: !isLocal(kind),
      serverId: previous?.serverId ?? serverId ?? this.options.store.serverIdOf(kindName, id),
      idempotencyKey: previous?.idempotencyKey ?? randomId(),
      refused: null,
      changedAt: this.options.now(),
    };
    this.options.store.write(draft);
    if (isLocal(kind)) {
      this.notify();
      return;
    }
    this.setState(kindName, id, { status: 'saving' });
    this.schedule(kind, id, options.delayMs ?? kind.delayMs);
  }

  /** Drops a draft (discarded by the user, or its form was submitted). */
  remove(kind: string, id: string): void {
    const key = this.key(kind, id);
    clearTimeout(this.timers.get(key));
    this.timers.delete(key);
    this.options.store.remove(kind, id);
    this.states.delete(key);
    this.notify();
  }

  /**
   * An editor shows this draft: once confirmed it is kept (not pending) until released, so a reload of
   * the editor finds it. Returns the release. A release that leaves no holder lets go a moment later,
   * so a hold taken again at once (React's development double run of effects) keeps the draft.
   */
  hold(kind: string, id: string): () => void {
    const key = this.key(kind, id);
    clearTimeout(this.letGo.get(key));
    this.letGo.delete(key);
    this.held.set(key, (this.held.get(key) ?? 0) + 1);
    return () => {
      const count = (this.held.get(key) ?? 1) - 1;
      if (count > 0) {
        this.held.set(key, count);
        return;
      }
      this.held.delete(key);
      this.letGo.set(
        key,
        setTimeout(() => {
          this.letGo.delete(key);
          if (this.held.has(key)) return;
          const draft = this.read(kind, id);
          if (draft && !draft.pending) this.options.store.remove(kind, id);
          else if (draft) void this.flush(kind, id);
        }, 0),
      );
    };
  }

  /** Sends a draft now (its pause cut short); resolves once this send has answered. */
  flush(kind: string, id: string): Promise<void> {
    const found = this.kinds.get(kind);
    if (!found || isLocal(found)) return Promise.resolve();
    return this.send(found, id);
  }

  /** Asks the server again for a draft it refused (the user pressed "Try again"). */
  retry(kind: string, id: string): Promise<void> {
    const draft = this.read(kind, id);
    if (draft?.refused) this.options.store.write({ ...draft, refused: null });
    return this.flush(kind, id);
  }

  /** Sends every waiting draft of the registered kinds, except refused ones. */
  async retryAll(): Promise<void> {
    if (this.stopped) return;
    const sends: Promise<void>[] = [];
    for (const kind of this.kinds.values()) {
      if (isLocal(kind)) continue;
      for (const draft of this.list(kind.name))
        if (draft.pending && draft.refused === null) sends.push(this.send(kind, draft.id));
    }
    await Promise.all(sends);
  }

  /**
   * Sends the kind's waiting drafts whose ids start with `idPrefix` and tells whether the server has
   * them all, refused one (with its reason), or some are still only on this device.
   */
  async flushAll(kind: string, idPrefix = ''): Promise<FlushResult> {
    const matching = () => this.list(kind).filter((draft) => draft.id.startsWith(idPrefix) && draft.pending);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const waiting = matching();
      const refused = waiting.find((draft) => draft.refused !== null);
      if (refused) return { status: 'refused', reason: refused.refused ?? '' };
      if (waiting.length === 0) return { status: 'synced' };
      await Promise.all(waiting.map((draft) => this.flush(kind, draft.id)));
    }
    const waiting = matching();
    const refused = waiting.find((draft) => draft.refused !== null);
    if (refused) return { status: 'refused', reason: refused.refused ?? '' };
    return { status: waiting.length === 0 ? 'synced' : 'local' };
  }

  private key(kind: string, id: string): string {
    return draftStorageKey(this.userId, kind, id);
  }

  private kindOf(name: string): DraftKind {
    const kind = this.kinds.get(name);
    if (!kind) throw new Error(`Draft kind "${name}" is not registered`);
    return kind;
  }

  private notify(): void {
    this.version += 1;
    for (const listener of this.listeners) listener();
  }

  private setState(kind: string, id: string, state: SaveState): void {
    this.states.set(this.key(kind, id), state);
    this.notify();
  }

  private schedule(kind: SyncedDraftKind<unknown, unknown> | DraftKind, id: string, delayMs: number): void {
    if (this.stopped || isLocal(kind)) return;
    const key = this.key(kind.name, id);
    clearTimeout(this.timers.get(key));
    this.timers.set(
      key,
      setTimeout(() => void this.send(kind, id), delayMs),
    );
  }

  private send(kind: SyncedDraftKind<unknown, unknown>, id: string): Promise<void> {
    const key = this.key(kind.name, id);
    clearTimeout(this.timers.get(key));
    this.timers.delete(key);
    const running = this.inFlight.get(key);
    if (running) {
      // The newer value goes out when the request on its way has answered.
      this.sendAgain.add(key);
      return running;
    }
    // Settles only once any send queued behind it has answered too.
    const sending = this.sendOnce(kind, id).finally(() => {
      this.inFlight.delete(key);
      if (this.sendAgain.delete(key) && !this.stopped) return this.send(kind, id);
    });
    this.inFlight.set(key, sending);
    return sending;
  }

  /** Sends the drafts `draft` waits for (see SyncedDraftKind.sendsAfter); throws while they are not all in. */
  private async sendFirst(
    kind: SyncedDraftKind<unknown, unknown>,
    draft: DraftRecord<unknown>,
  ): Promise<void> {
    const first = kind.sendsAfter?.(draft);
    if (!first) return;
    const result = await this.flushAll(first.kind, first.idPrefix);
    if (result.status === 'refused') throw { status: 409, message: result.reason };
    if (result.status === 'local') throw new Error('What it follows is still only on this device');
  }

  private async sendOnce(kind: SyncedDraftKind<unknown, unknown>, id: string): Promise<void> {
    const key = this.key(kind.name, id);
    const draft = this.read(kind.name, id);
    if (this.stopped || !draft?.pending) return;
    if (draft.serverId === null && kind.isBlank?.(draft)) {
      this.options.store.remove(kind.name, id);
      this.setState(kind.name, id, IDLE);
      return;
    }
    this.setState(kind.name, id, { status: 'saving' });
    try {
      await this.sendFirst(kind, draft);
      const result = await kind.send(draft);
      if (this.stopped) return;
      const serverId = kind.serverIdOf?.(result) ?? draft.serverId;
      // Kept on the device after the draft is dropped, so its address goes on editing what it created.
      if (serverId !== null && serverId !== id) this.options.store.rememberServerId(kind.name, id, serverId);
      kind.confirm(this.queryClient, result, draft);
      const latest = this.read(kind.name, id);
      if (latest && latest.revision !== draft.revision) {
        // Changed while on its way: the newer value is sent next, as an update of what was created.
        this.options.store.write({ ...latest, serverId });
        this.sendAgain.add(key);
        return;
      }
      if (latest && this.held.has(key)) this.options.store.write({ ...latest, serverId, pending: false });
      else if (latest) this.options.store.remove(kind.name, id);
      this.setState(kind.name, id, { status: 'saved' });
    } catch (error) {
      if (this.stopped) return;
      const latest = this.read(kind.name, id);
      if (isRefusal(error)) {
        if (latest && latest.revision === draft.revision) {
          this.options.store.write({ ...latest, refused: error.message });
          this.setState(kind.name, id, { status: 'refused', reason: error.message });
          kind.onRefused?.(this.queryClient, draft, error.message);
        } else if (latest) this.sendAgain.add(key);
        return;
      }
      this.setState(kind.name, id, { status: 'local' });
      if (!this.timers.has(key)) this.schedule(kind, id, this.options.retryDelayMs ?? SAVE_RETRY_DELAY_MS);
    }
  }
}
