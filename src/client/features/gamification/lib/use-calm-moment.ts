import { useEffect, useRef, useState } from 'react';
import { peekToasts } from '#client/lib/toast-store';
import { CALM_CHECK_MS, isCalmMoment, isTextField, OPEN_DIALOG_SELECTOR } from './calm-moment';

/** Marks the celebration's own element, so it never counts as "another dialog". */
export const CELEBRATION_ATTRIBUTE = 'data-badge-celebration';

function otherDialogOpen(): boolean {
  return [...document.querySelectorAll(OPEN_DIALOG_SELECTOR)].some(
    (element) => !element.closest(`[${CELEBRATION_ATTRIBUTE}]`),
  );
}

/** When the user last typed into a text field (performance.now() time; -Infinity before any). */
function useLastTyped() {
  const lastTyped = useRef(Number.NEGATIVE_INFINITY);
  useEffect(() => {
    const typed = (event: Event) => {
      if (isTextField(event.target as Element | null)) lastTyped.current = performance.now();
    };
    document.addEventListener('keydown', typed, true);
    document.addEventListener('input', typed, true);
    return () => {
      document.removeEventListener('keydown', typed, true);
      document.removeEventListener('input', typed, true);
    };
  }, []);
  return lastTyped;
}

/**
 * True once a calm moment has come for the badges named by `waitingKey` (null: nothing waits): no text
 * field focused nor typed in for a moment, no other dialog, sheet or toast up, nothing being saved, and
 * no newer badge for a moment (a new key starts the wait again, so badges earned together are gathered).
 */
export function useCalmMoment(waitingKey: string | null, saving: boolean): boolean {
  const lastTyped = useLastTyped();
  const savingNow = useRef(saving);
  savingNow.current = saving;
  const [calmFor, setCalmFor] = useState<string | null>(null);

  useEffect(() => {
    if (waitingKey === null) return;
    const arrivedAt = performance.now();
    const check = () => {
      const now = performance.now();
      const calm = isCalmMoment({
        focusInTextField: isTextField(document.activeElement),
        sinceTyped: now - lastTyped.current,
        dialogOpen: otherDialogOpen(),
        toastOpen: peekToasts().some((item) => item.open),
        saving: savingNow.current,
        sinceNewestBadge: now - arrivedAt,
      });
      if (calm) setCalmFor(waitingKey);
    };
    const timer = setInterval(check, CALM_CHECK_MS);
    return () => clearInterval(timer);
  }, [waitingKey, lastTyped]);

  return waitingKey !== null && calmFor === waitingKey;
}

/** While `watching`, whether another dialog or sheet is open over the page (the More sheet, say). */
export function useOtherDialogOpen(watching: boolean): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!watching) {
      setOpen(false);
      return;
    }
    const check = () => setOpen(otherDialogOpen());
    check();
    const timer = setInterval(check, CALM_CHECK_MS);
    return () => clearInterval(timer);
  }, [watching]);
  return open;
}
