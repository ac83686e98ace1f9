import type { WorkerSummary } from '../lib/debug-facts';
import { DebugSection } from './debug-section';
import { Fact, FactList, StatusPill, YesNo } from './fact-list';

export function WorkerSection({ worker, online }: { worker: WorkerSummary | undefined; online: boolean }) {
  return (
    <DebugSection
      id="debug-worker"
      title="Service worker and connection"
      description="The worker keeps the app shell and recent data on this device, so the app opens offline."
    >
      <FactList>
        <Fact label="Connection">
          {online ? (
            <StatusPill tone="good">Online</StatusPill>
          ) : (
            <StatusPill tone="warn">Offline</StatusPill>
          )}
        </Fact>
        {worker ? (
          <>
            <Fact label="Supported">
              <YesNo value={worker.supported} />
            </Fact>
            <Fact label="Registered">
              <YesNo value={worker.registered} />
            </Fact>
            <Fact label="Scope">{worker.scope ?? '—'}</Fact>
            <Fact label="Active worker">{worker.active ?? '—'}</Fact>
            <Fact label="Update waiting">
              <YesNo value={worker.waiting} />
            </Fact>
            <Fact label="Installing">
              <YesNo value={worker.installing} />
            </Fact>
            <Fact label="Controls this page">
              <YesNo value={worker.controlling} />
            </Fact>
          </>
        ) : (
          <Fact label="Service worker">
            <span className="text-muted-foreground">Reading…</span>
          </Fact>
        )}
      </FactList>
    </DebugSection>
  );
}
