import { cn } from '#client/lib/cn';
import {
  GREETING_ATTRIBUTE,
  GREETING_HEADING_CLASS,
  greetingText,
  rememberedGreetingName,
} from '#client/lib/greeting';
import { browserStorage } from '#client/lib/storage-reset';
import { PAGES, type PageId, type PageRoute } from '#contract/pages';
import { PageHeader } from './page-header';
import { Spinner } from './spinner';

function Block({ className }: { className: string }) {
  return (
    <div
      className={cn('animate-pulse rounded-3xl bg-foreground/[0.06] motion-reduce:animate-none', className)}
    />
  );
}

/**
 * Home's heading greets by the name remembered on this device (lib/greeting.ts). Built at build time
 * it is empty: the inline script fills it before the first paint, with the text this render gives in
 * the browser, so hydration keeps it. It stands where the home page's own heading will, in its style.
 */
function HomeGreeting() {
  const text =
    typeof document === 'undefined'
      ? ''
      : greetingText(new Date().getHours(), rememberedGreetingName(browserStorage('localStorage')));
  return (
    <header className="mb-8 sm:mb-10">
      <div aria-hidden="true" className="flex h-11 items-center">
        <Block className="h-4 w-40 rounded-full" />
      </div>
      <h1 {...{ [GREETING_ATTRIBUTE]: '' }} className={cn('mt-3', GREETING_HEADING_CLASS)}>
        {text}
      </h1>
    </header>
  );
}

/**
 * A page before its code or the signed-in user has arrived: its heading and the sentence under it
 * (from the page table, as the page itself shows them), a spinner saying what is loading, and grey
 * blocks where its content will be.
 * The build prerenders it into each page's HTML, so it is what a visitor sees before any script runs;
 * the app shows it again while a page's code loads.
 */
export function PageShell({ page, label = 'Loading…' }: { page: PageId | undefined; label?: string }) {
  const route: PageRoute | undefined = page && page !== 'home' ? PAGES[page] : undefined;
  return (
    <div data-page-shell={page ?? ''}>
      {route ? (
        <PageHeader
          eyebrow={route.eyebrow}
          title={route.title}
          description={route.description}
          compact={page === 'dailyRetro'}
        />
      ) : (
        <HomeGreeting />
      )}
      <div role="status" className="mb-6 flex items-center gap-3 text-muted-foreground text-sm">
        <Spinner className="size-5 text-accent" />
        {label}
      </div>
      <div aria-hidden="true" className="grid gap-6">
        <Block className="h-40" />
        <Block className="h-28" />
      </div>
    </div>
  );
}
