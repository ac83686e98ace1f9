import { type ReactNode, useEffect, useLayoutEffect, useRef } from 'react';
import { cn } from '#client/lib/cn';

/**
 * A modal dialog on the native <dialog> element: the rest of the page is inert while it is open, focus
 * stays inside, Escape closes it. A click on the backdrop closes it too. `onClose` reports every way it
 * closes; the parent owns `open`.
 */
export function NativeDialog({
  open,
  onClose,
  labelledBy,
  describedBy,
  className,
  children,
}: {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  describedBy?: string;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);

  // A layout effect, so that the dialog is closed while still in the page when it unmounts: closing it
  // is what gives the focus back to the control that opened it.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
    return () => {
      if (dialog.open) dialog.close();
    };
  }, [open]);

  useEffect(() => {
    if (!open) return;
    // The page behind does not scroll while the dialog is open.
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click is on the backdrop; keyboards close with Escape (the cancel event)
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className={cn(
        'overflow-visible bg-transparent p-0 text-foreground backdrop:bg-black/45 backdrop:backdrop-blur-[2px]',
        className,
      )}
    >
      {children}
    </dialog>
  );
}
