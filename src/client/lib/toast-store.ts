// A tiny store of toasts, usable outside React: `toast({ title, description })` from anywhere.
import { useSyncExternalStore } from 'react';

/** Toast rules (SPEC section 9). */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD = 50;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** How long the toast stays, in ms; defaults to TOAST_DURATION_MS. */
  duration?: number;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

type Listener = () => void;

let toasts: ToastItem[] = [];
let nextId = 0;
const listeners = new Set<Listener>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function setToasts(next: ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      setToasts(toasts.filter((item) => item.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/** Closes one toast, or all of them; closed toasts are removed after TOAST_REMOVE_DELAY_MS. */
export function dismissToast(id?: string): void {
  const closing = toasts.filter((item) => id === undefined || item.id === id);
  for (const item of closing) scheduleRemoval(item.id);
  setToasts(toasts.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)));
}

export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  nextId = (nextId + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(nextId);
  const kept = [{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT);
  for (const item of toasts) {
    if (!kept.includes(item)) {
      clearTimeout(removalTimers.get(item.id));
      removalTimers.delete(item.id);
    }
  }
  setToasts(kept);
  return { id, dismiss: () => dismissToast(id) };
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toasts right now, newest first. */
export function peekToasts(): ToastItem[] {
  return toasts;
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(subscribe, peekToasts, peekToasts);
}
