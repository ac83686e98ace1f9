import { LogOut, Monitor, Smartphone, Tablet } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { formatDateTime } from '#client/lib/dates';
import type { AccountSession } from '#contract/account';
import { useEndOtherSessions, useEndSession, useSessions } from '../api/sessions';

function DeviceIcon({ device }: { device: string }) {
  const Icon = /iPhone|phone/.test(device) ? Smartphone : /iPad|tablet/.test(device) ? Tablet : Monitor;
  return <Icon aria-hidden="true" className="size-5" />;
}

function SessionRow({ session, timeZone }: { session: AccountSession; timeZone?: string }) {
  const end = useEndSession();
  const name = `${session.browser} on ${session.device}`;
  return (
    // Phones: the icon beside the name and dates, Sign out on a line of its own under them; wider
    // screens: Sign out at the end of the row.
    <li className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3 gap-y-2 py-3 sm:grid-cols-[auto_minmax(0,1fr)_auto]">
      <span className="grid size-10 shrink-0 place-items-center self-start rounded-full bg-accent-soft text-accent-strong sm:self-center">
        <DeviceIcon device={session.device} />
      </span>
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium text-foreground text-sm">
          {name}
          {session.current ? (
            <span className="whitespace-nowrap rounded-full bg-accent-soft px-2 py-0.5 font-medium text-accent-strong text-xs">
              This device
            </span>
          ) : null}
        </p>
        <p className="mt-0.5 flex flex-col text-muted-foreground text-xs sm:flex-row sm:flex-wrap sm:gap-x-1">
          <span className="whitespace-nowrap">Signed in {formatDateTime(session.signedInAt, timeZone)}</span>
          <span aria-hidden="true" className="hidden sm:inline">
            ·
          </span>
          <span className="whitespace-nowrap">Last seen {formatDateTime(session.lastSeenAt, timeZone)}</span>
        </p>
      </div>
      {session.current ? null : (
        <Button
          variant="secondary"
          size="lg"
          className="col-start-2 justify-self-start sm:col-start-3"
          busy={end.isPending}
          onClick={() => end.mutate(session.id)}
          aria-label={`Sign out ${name}`}
        >
          {end.isPending ? null : <LogOut aria-hidden="true" className="size-4" />}
          Sign out
        </Button>
      )}
    </li>
  );
}

/** Where the account is signed in, with a way to end any other session. */
export function SessionsList({ timeZone }: { timeZone?: string }) {
  const sessions = useSessions();
  const endOthers = useEndOtherSessions();
  const others = sessions.data?.sessions.filter((s) => !s.current).length ?? 0;
  return (
    <section className="grid gap-2" aria-labelledby="sessions-heading">
      <h3 id="sessions-heading" className="font-semibold text-base text-foreground">
        Where you're signed in
      </h3>
      {sessions.isError && !sessions.data ? (
        <p className="text-muted-foreground text-sm">{sessions.error.message}</p>
      ) : !sessions.data ? (
        <div className="h-16 animate-pulse rounded-2xl bg-foreground/[0.04]" />
      ) : (
        <ul aria-label="Sessions" className="divide-y divide-border">
          {sessions.data.sessions.map((session) => (
            <SessionRow key={session.id} session={session} timeZone={timeZone} />
          ))}
        </ul>
      )}
      {others > 0 ? (
        <div>
          <Button variant="secondary" size="lg" busy={endOthers.isPending} onClick={() => endOthers.mutate()}>
            Sign out everywhere else
          </Button>
        </div>
      ) : sessions.data ? (
        <p className="text-muted-foreground text-sm">You're not signed in anywhere else.</p>
      ) : null}
    </section>
  );
}
