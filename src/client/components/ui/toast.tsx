import * as ToastPrimitive from '@radix-ui/react-toast';
import { cn } from '#client/lib/cn';
import {
  dismissToast,
  TOAST_DURATION_MS,
  TOAST_SWIPE_THRESHOLD,
  type ToastItem,
  useToasts,
} from '#client/lib/toast-store';

function CloseIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M18 6 6 18M6 6l12 12" strokeLinecap="round" />
    </svg>
  );
}

function Toast({ item }: { item: ToastItem }) {
  const destructive = item.variant === 'destructive';
  return (
    <ToastPrimitive.Root
      open={item.open}
      onOpenChange={(open) => {
        if (!open) dismissToast(item.id);
      }}
      duration={item.duration ?? TOAST_DURATION_MS}
      type={destructive ? 'foreground' : 'background'}
      className={cn(
        'group pointer-events-auto relative flex w-full items-start gap-3 rounded-2xl border p-4 pr-11 shadow-lg',
        'shadow-black/5 ring-1 ring-black/[0.02] dark:shadow-black/40',
        'data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out',
        'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0',
        'data-[swipe=cancel]:transition-transform data-[swipe=end]:animate-toast-out',
        destructive
          ? 'border-danger/30 bg-danger-soft text-foreground'
          : 'border-border bg-surface-raised text-foreground',
      )}
    >
      <span
        aria-hidden="true"
        className={cn('mt-1.5 size-2 shrink-0 rounded-full', destructive ? 'bg-danger' : 'bg-accent')}
      />
      <div className="grid gap-0.5">
        <ToastPrimitive.Title className="font-semibold text-sm">{item.title}</ToastPrimitive.Title>
        {item.description ? (
          <ToastPrimitive.Description className="text-muted-foreground text-sm">
            {item.description}
          </ToastPrimitive.Description>
        ) : null}
      </div>
      <ToastPrimitive.Close
        aria-label="Dismiss notification"
        className="absolute top-3 right-3 rounded-full p-1 text-muted-foreground transition-colors hover:bg-foreground/5 hover:text-foreground"
      >
        <CloseIcon />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}

/** Renders the toasts of the toast store; mount once near the root. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD}
    >
      {toasts.map((item) => (
        <Toast key={item.id} item={item} />
      ))}
      <ToastPrimitive.Viewport
        className={cn(
          // The list spans the phone's width and pads itself: only the toasts in it take taps.
          'pointer-events-none fixed inset-x-0 bottom-0 z-[100] mx-auto flex max-h-dvh w-full flex-col gap-2 p-4 outline-none',
          'pb-[calc(max(1rem,env(safe-area-inset-bottom))+var(--bottom-nav-offset,0px))] sm:right-0 sm:left-auto sm:mx-0 sm:max-w-sm sm:px-6 sm:pt-6',
          'sm:pb-[calc(1.5rem+var(--bottom-nav-offset,0px))]',
          // Coming in at the top, a toast slides down into place and leaves upwards.
          'toasts-at-top:top-0 toasts-at-top:bottom-auto toasts-at-top:[--toast-travel:-12px]',
          'toasts-at-top:pt-[max(1rem,env(safe-area-inset-top))] toasts-at-top:pb-4 sm:toasts-at-top:pt-6',
        )}
      />
    </ToastPrimitive.Provider>
  );
}
