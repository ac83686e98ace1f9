import { Compass } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses } from '#client/components/ui/button';

/** Any path the app does not know (SPEC section 2), shown inside the app's navigation. */
export function NotFoundPage() {
  return (
    <div className="flex min-h-[60dvh] flex-col items-center justify-center py-12 text-center">
      <span className="grid size-14 place-items-center rounded-2xl bg-accent-soft text-accent-strong">
        <Compass aria-hidden="true" className="size-6" />
      </span>
      <p className="mt-6 font-medium text-accent-strong text-sm uppercase tracking-wider">404</p>
      <h1 className="mt-3 font-serif text-3xl text-foreground sm:text-4xl">Page not found</h1>
      <p className="mt-4 max-w-sm text-muted-foreground leading-relaxed">
        There is nothing at this address. It may have moved, or the link may be mistyped. The navigation still
        takes you everywhere else.
      </p>
      <Link href="/" className={buttonClasses('primary', 'lg', 'mt-8')}>
        Back to home
      </Link>
    </div>
  );
}
