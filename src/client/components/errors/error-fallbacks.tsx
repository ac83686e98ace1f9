import { reloadPage } from '#client/lib/version/reload-page';
import { ERROR_FALLBACK_TEXTS as TEXTS } from '#contract/constants';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { RefreshCwIcon, TriangleAlertIcon } from '../ui/icons';
import { LazyToaster } from '../ui/lazy-toaster';
import { Logo } from '../ui/logo';

function AlertBadge({ size = 'lg' }: { size?: 'lg' | 'sm' }) {
  return (
    <span
      className={
        size === 'lg'
          ? 'grid size-12 place-items-center rounded-2xl bg-danger-soft text-danger'
          : 'grid size-9 shrink-0 place-items-center rounded-xl bg-danger-soft text-danger'
      }
    >
      <TriangleAlertIcon className={size === 'lg' ? 'size-6' : 'size-[18px]'} />
    </span>
  );
}

/** The whole app failed to render (SPEC section 8, render error). */
export function AppErrorFallback({ error, onReset }: { error: Error; onReset: () => void }) {
  return (
    <>
      <main id="main" className="flex min-h-dvh flex-col items-center justify-center px-6 py-12">
        <Logo className="mb-10" />
        <Card role="alert" className="grid w-full max-w-md justify-items-center gap-4 text-center">
          <AlertBadge />
          <h1 className="font-serif text-2xl text-foreground sm:text-3xl">{TEXTS.renderTitle}</h1>
          <p className="max-w-sm break-words text-muted-foreground leading-relaxed">
            {error.message || TEXTS.renderFallback}
          </p>
          <div className="mt-2 flex w-full flex-col-reverse gap-3 sm:w-auto sm:flex-row">
            <Button variant="secondary" onClick={reloadPage}>
              <RefreshCwIcon className="size-4" />
              {TEXTS.refreshPage}
            </Button>
            <Button onClick={onReset}>{TEXTS.tryAgain}</Button>
          </div>
        </Card>
      </main>
      {/* The app's own toaster is gone with the app; the recovery toast still needs one. */}
      <LazyToaster />
    </>
  );
}

/** One page failed (SPEC section 8, page-level fallback); navigation around it keeps working. */
export function PageErrorFallback() {
  return (
    <div role="alert" className="grid min-h-[60dvh] place-items-center py-10">
      <div className="grid max-w-md justify-items-center gap-4 text-center">
        <AlertBadge />
        <h1 className="font-serif text-2xl text-foreground sm:text-3xl">{TEXTS.pageTitle}</h1>
        <p className="text-muted-foreground leading-relaxed">{TEXTS.pageDescription}</p>
        <Button className="mt-2" onClick={reloadPage}>
          <RefreshCwIcon className="size-4" />
          {TEXTS.refreshPage}
        </Button>
      </div>
    </div>
  );
}

/** One part of a page failed (SPEC section 8, component-level fallback); the rest of the page stays. */
export function ComponentErrorFallback({ name }: { name?: string }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-3 rounded-2xl border border-danger/25 bg-danger-soft/60 p-4 text-sm"
    >
      <AlertBadge size="sm" />
      <div className="min-w-0">
        <p className="font-semibold text-foreground">{TEXTS.componentTitle}</p>
        <p className="mt-0.5 text-muted-foreground">
          {name ? TEXTS.componentDescription(name) : TEXTS.componentFallback}
        </p>
        <a
          href={typeof window === 'undefined' ? '/' : window.location.href}
          onClick={(event) => {
            event.preventDefault();
            reloadPage();
          }}
          className="mt-2 inline-block rounded font-medium text-accent-strong underline underline-offset-4 hover:text-accent-hover"
        >
          {TEXTS.componentRefresh}
        </a>
      </div>
    </div>
  );
}
