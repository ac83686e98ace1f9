import { Link } from 'wouter';
import { buttonClasses } from '../../../components/ui/button';
import { Logo } from '../../../components/ui/logo';

export function NotFoundPage() {
  return (
    <main id="main" className="flex min-h-dvh flex-col items-center justify-center px-6 py-12 text-center">
      <Logo className="mb-12" />
      <p className="font-medium text-accent-strong text-sm uppercase tracking-wider">404</p>
      <h1 className="mt-3 font-serif text-4xl text-foreground">Page not found</h1>
      <p className="mt-4 max-w-sm text-muted-foreground">
        There is nothing at this address. It may have moved, or the link may be mistyped.
      </p>
      <Link href="/" className={buttonClasses('primary', 'lg', 'mt-8')}>
        Back to home
      </Link>
    </main>
  );
}
