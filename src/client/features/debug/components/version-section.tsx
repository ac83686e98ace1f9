import { RefreshCw } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { useServerVersion } from '#client/features/about';
import { errorMessage } from '#client/lib/api-client';
import { RUNNING_VERSION } from '#client/lib/version/running-version';
import { STORAGE_KEYS } from '#contract/constants';
import { formatTime } from '../lib/debug-facts';
import { DebugSection } from './debug-section';
import { Fact, FactList, StatusPill } from './fact-list';

function ServerFacts() {
  const server = useServerVersion();
  return (
    <>
      {server.data ? (
        <>
          <Fact label="Server version">{server.data.version}</Fact>
          <Fact label="Server build time">{formatTime(server.data.buildTime)}</Fact>
          <Fact label="Server time">{formatTime(server.data.serverTime)}</Fact>
        </>
      ) : (
        <Fact label="Server version">
          {server.isError ? (
            <span className="text-danger">{errorMessage(server.error)}</span>
          ) : (
            <span className="text-muted-foreground">Asking the server…</span>
          )}
        </Fact>
      )}
    </>
  );
}

function CheckServerButton() {
  const server = useServerVersion();
  return (
    <Button
      variant="secondary"
      className="mt-5"
      busy={server.isFetching}
      onClick={() => void server.refetch()}
    >
      {server.isFetching ? null : <RefreshCw aria-hidden="true" className="size-4" />}
      Check server version
    </Button>
  );
}

export function VersionSection({ storage }: { storage: Storage | undefined }) {
  const stored = (key: string) => storage?.getItem(key) ?? null;
  const updateVersion =
    stored(STORAGE_KEYS.updateAvailable) === 'true' ? stored(STORAGE_KEYS.updateVersion) : null;

  return (
    <DebugSection
      id="debug-version"
      title="Version"
      description="The code running here, what this device stored about it, and what the server runs."
    >
      <FactList>
        <Fact label="App version">{RUNNING_VERSION.version}</Fact>
        <Fact label="Client build time">{formatTime(RUNNING_VERSION.buildTime)}</Fact>
        <Fact label="Stored version">{stored(STORAGE_KEYS.appVersion) ?? '—'}</Fact>
        <Fact label="Stored build time">{formatTime(stored(STORAGE_KEYS.appBuildTime))}</Fact>
        <Fact label="Last update">{formatTime(stored(STORAGE_KEYS.lastUpdateTime))}</Fact>
        <Fact label="Last version check">{formatTime(stored(STORAGE_KEYS.lastUpdateCheck))}</Fact>
        <Fact label="Last worker check">{formatTime(stored(STORAGE_KEYS.lastSWCheck))}</Fact>
        <Fact label="Update available">
          {updateVersion ? (
            <StatusPill tone="warn">Yes, {updateVersion}</StatusPill>
          ) : (
            <StatusPill tone="muted">No</StatusPill>
          )}
        </Fact>
        <ServerFacts />
      </FactList>
      <CheckServerButton />
    </DebugSection>
  );
}
