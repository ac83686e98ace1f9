import { useState } from 'react';
import { ComponentErrorBoundary } from '#client/components/errors/error-boundary';
import { simulateAppCrash } from '#client/components/errors/simulated-crash';
import { Button } from '#client/components/ui/button';
import { DebugSection } from './debug-section';

function Thrower({ message }: { message: string }): never {
  throw new Error(message);
}

/** Shows each error screen on demand, to check how the app fails. Nothing is lost: a reload restores. */
export function ErrorPreviewSection({ onPageError }: { onPageError: () => void }) {
  const [componentBroken, setComponentBroken] = useState(false);
  return (
    <DebugSection
      id="debug-errors"
      title="Error screens"
      description="See how the app fails. Each preview stays until the page is reloaded."
    >
      <div className="grid gap-4">
        <ComponentErrorBoundary name="Error preview">
          {componentBroken ? <Thrower message="Simulated component error" /> : null}
        </ComponentErrorBoundary>
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" onClick={() => setComponentBroken(true)} disabled={componentBroken}>
            Break a component
          </Button>
          <Button variant="secondary" onClick={onPageError}>
            Break this page
          </Button>
          <Button variant="secondary" onClick={simulateAppCrash}>
            Break the app
          </Button>
        </div>
      </div>
    </DebugSection>
  );
}
