import type { ReactNode } from 'react';
import { Button } from './button';
import { Card } from './card';

/** A read that failed: what could not be shown, why when known, and a way to ask again. */
export function LoadFailed({
  children,
  onRetry,
  className,
}: {
  children: ReactNode;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <Card role="alert" variant="item" className={className}>
      <p className="text-foreground">{children}</p>
      <Button variant="secondary" className="mt-3" onClick={onRetry}>
        Try again
      </Button>
    </Card>
  );
}
