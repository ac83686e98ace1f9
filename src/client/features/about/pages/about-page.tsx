import { ChevronRight, EyeOff, KeyRound, Lock, Route, ServerCog } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { cardClasses } from '#client/components/ui/card';
import { LogoMark } from '#client/components/ui/logo';
import { PageHeader, Section } from '#client/components/ui/page-header';
import { Spinner } from '#client/components/ui/spinner';
import { errorMessage } from '#client/lib/api-client';
import { formatDate, localCalendarDay } from '#client/lib/dates';
import { PAGES } from '#client/lib/route-table';
import { useVersionInfo } from '../api/version';

function formatBuildDate(buildTime: string, buildDate: string): string {
  const date = new Date(buildTime);
  if (Number.isNaN(date.getTime())) return buildDate;
  return formatDate(localCalendarDay(date), 'list');
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-2xl bg-foreground/[0.035] px-4 py-3">
      <dt className="text-muted-foreground text-sm">{label}</dt>
      <dd className="mt-0.5 font-medium text-foreground">{children}</dd>
    </div>
  );
}

function VersionFacts() {
  const version = useVersionInfo();
  if (version.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-muted-foreground text-sm">
        <Spinner className="size-4" /> Reading the version…
      </p>
    );
  }
  // Not pending and nothing kept from before: the read failed (a failed refresh keeps the facts shown).
  if (version.data === undefined) {
    return (
      <p role="alert" className="text-muted-foreground text-sm">
        The version could not be read: {errorMessage(version.error)}
      </p>
    );
  }
  const { version: number, buildTime, buildDate } = version.data;
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      <Fact label="Version">{number}</Fact>
      <Fact label="Built on">
        <time dateTime={buildTime}>{formatBuildDate(buildTime, buildDate)}</time>
      </Fact>
    </dl>
  );
}

const PRIVACY = [
  {
    icon: Lock,
    title: 'Only you read what you write',
    text: 'Your retros and journal entries belong to your account alone. Administrators see counts and dates, never your words.',
  },
  {
    icon: EyeOff,
    title: 'No ads, no trackers',
    text: 'The app loads nothing from other sites: no advertising, no analytics scripts, no social widgets.',
  },
  {
    icon: KeyRound,
    title: 'Careful with your account',
    text: 'Passwords are stored only as strong one-way hashes, and your session lives in a cookie that scripts cannot read.',
  },
  {
    icon: ServerCog,
    title: 'Can run on your own server',
    text: 'Daily Retro is one small app with its own database, so it can live on a machine you control.',
  },
] as const;

export function AboutPage() {
  return (
    <>
      <PageHeader title={PAGES.about.title} description={PAGES.about.description} />
      <div className="grid gap-6">
        <section
          aria-labelledby="about-what"
          className={cardClasses('section', { className: 'flex flex-col gap-5 sm:flex-row' })}
        >
          <LogoMark className="size-14 rounded-2xl" />
          <div>
            <h2 id="about-what" className="font-semibold text-foreground text-lg">
              What it is
            </h2>
            <p className="mt-2 text-muted-foreground leading-relaxed">
              Daily Retro helps you end each day with a few honest minutes. Answer a short retro about what
              went well and what didn't, rate how each area of your life feels, keep a journal and notice your
              moods. Over weeks, streaks and progress reports show you patterns you would otherwise miss.
            </p>
          </div>
        </section>

        <Section id="about-privacy" title="Private by design" description="Your words stay yours.">
          <ul className="grid gap-x-8 gap-y-6 sm:grid-cols-2">
            {PRIVACY.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-4">
                <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-accent-soft text-accent-strong">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="min-w-0">
                  <span className="block font-medium text-foreground">{title}</span>
                  <span className="mt-0.5 block text-muted-foreground text-sm leading-snug">{text}</span>
                </span>
              </li>
            ))}
          </ul>
        </Section>

        <Section id="about-version" title="This version">
          <VersionFacts />
        </Section>

        {/* The navigation test page is a tool for checking routes, not a page for users: out of the way. */}
        <details className="group px-1 text-muted-foreground text-sm">
          <summary className="inline-flex min-h-11 cursor-pointer list-none [&::-webkit-details-marker]:hidden items-center gap-2 rounded-lg hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring">
            <ChevronRight aria-hidden="true" className="size-4 transition-transform group-open:rotate-90" />
            For developers
          </summary>
          <p className="flex items-center gap-2 pb-2 pl-6">
            <Route aria-hidden="true" className="size-4 shrink-0" />
            <span>
              The{' '}
              <Link
                href={PAGES.navTest.path}
                className="font-medium text-accent-strong underline underline-offset-2 hover:no-underline"
              >
                navigation test page
              </Link>{' '}
              opens every route of the app.
            </span>
          </p>
        </details>
      </div>
    </>
  );
}
