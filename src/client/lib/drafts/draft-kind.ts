// What a feature declares to save something through the draft queue.
import type { QueryClient } from '@tanstack/react-query';
import type { DraftRecord } from './draft-store';

/** A kind of draft the server keeps: how to send it and, required, how to show the server's answer. */
export interface SyncedDraftKind<T, R> {
  name: string;
  /** Pause after the last change before sending (0: at once). */
  delayMs: number;
  /** Sends the latest value; resolves with the server's answer. */
  send: (draft: DraftRecord<T>) => Promise<R>;
  /**
   * Writes the server's answer into every cached query that shows it (setQueryData, invalidation), so
   * no screen can show an older value than the server holds. Runs before the draft is dropped.
   */
  confirm: (queryClient: QueryClient, result: R, draft: DraftRecord<T>) => void;
  /** The id of what a first send created, kept so later sends update it. */
  serverIdOf?: (result: R) => string;
  /** Nothing worth sending yet (a new entry with no words): dropped instead of sent. */
  isBlank?: (draft: DraftRecord<T>) => boolean;
  /**
   * Drafts that must reach the server before this one (a retro's answers before its completion): sent
   * first; while any is only on this device this one waits too, and a refusal of one refuses it.
   */
  sendsAfter?: (draft: DraftRecord<T>) => { kind: string; idPrefix: string };
  /** The server refused a change (to re-read what the refusal says has moved on, say). */
  onRefused?: (queryClient: QueryClient, draft: DraftRecord<T>, reason: string) => void;
}

/** A kind of draft kept only on this device until a form using it is submitted. */
export interface LocalDraftKind {
  name: string;
  local: true;
}

// biome-ignore lint/suspicious/noExplicitAny: kinds of every value and answer type share one registry
export type DraftKind = SyncedDraftKind<any, any> | LocalDraftKind;

export type FlushResult = { status: 'synced' | 'local' } | { status: 'refused'; reason: string };
