import { BookOpen, Flame, RotateCcw, Sunset } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Redirect, useSearch } from 'wouter';
import { Card } from '#client/components/ui/card';
import { Logo } from '#client/components/ui/logo';
import { PageSpinner } from '#client/components/ui/spinner';
import { safeNextPath } from '#client/lib/safe-next';
import { hasSignedInBefore, hasSignedInHint } from '#client/lib/signed-in-hint';
import { useHydrating } from '#client/lib/use-hydrating';
import { useUser } from '../api/user';
import { AuthTabs } from '../components/auth-tabs';
import { LoginForm } from '../components/login-form';
import { RegisterForm } from '../components/register-form';
import { AUTH_DOCUMENT_TITLE } from '../lib/auth-document-title';
import { type AuthMode, initialAuthMode } from '../lib/auth-mode';

const HIGHLIGHTS = [
  { icon: Sunset, title: 'A daily retro', text: 'A handful of questions to close the day with intention.' },
  { icon: BookOpen, title: 'A private journal', text: 'Room for whatever the questions did not cover.' },
  { icon: Flame, title: 'Streaks and moods', text: 'Notice patterns as the days add up.' },
] as const;

/** Below lg the side panel is hidden: its pitch, compactly, so a first visit learns what this is. */
function Pitch() {
  return (
    <div className="mb-8 rounded-2xl bg-accent-soft p-4 lg:hidden">
      <p className="font-serif text-foreground text-xl leading-snug">
        End each day with a few honest minutes.
      </p>
      <ul className="mt-3 grid grid-cols-3 gap-2">
        {HIGHLIGHTS.map(({ icon: Icon, title }) => (
          <li key={title} className="flex flex-col items-start gap-1.5 text-foreground text-xs leading-tight">
            <span className="grid size-7 place-items-center rounded-lg bg-surface text-accent-strong shadow-xs">
              <Icon aria-hidden="true" className="size-4" />
            </span>
            {title}
          </li>
        ))}
      </ul>
    </div>
  );
}

function AuthHeading({ mode }: { mode: AuthMode }) {
  return (
    <>
      <h1 className="font-semibold text-2xl text-foreground tracking-tight">
        {mode === 'login' ? 'Welcome back' : 'Create your account'}
      </h1>
      <p className="mt-2 mb-8 text-muted-foreground">
        {mode === 'login'
          ? 'Sign in to continue your daily retro.'
          : 'A quiet place to reflect on your day, every day.'}
      </p>
    </>
  );
}

export function AuthPage() {
  const search = useSearch();
  const params = new URLSearchParams(search);
  // A referral link (/auth?ref=CODE) opens Create account with the code filled in.
  const referralCode = params.get('ref')?.trim().slice(0, 32) || undefined;
  const sessionReset = params.get('auth_reset') === 'true';
  // A first visit opens on Create account, first in line; a browser that has signed in before on Sign in.
  const [returning] = useState(() => hasSignedInBefore() || sessionReset);
  const [mode, setMode] = useState<AuthMode>(() => initialAuthMode({ params, signedInBefore: returning }));
  // Registered but not signed in (the answer's loginError): Sign in, with the username ready.
  const [createdUsername, setCreatedUsername] = useState<string>();
  const { data: user, isPending } = useUser();
  const hydrating = useHydrating();

  useEffect(() => {
    document.title = AUTH_DOCUMENT_TITLE;
  }, []);

  const signIn = {
    key: 'login',
    label: 'Sign in',
    panel: <LoginForm key={createdUsername} defaultUsername={createdUsername} />,
  } as const;
  const createAccount = {
    key: 'register',
    label: 'Create account',
    panel: (
      <RegisterForm
        referralCode={referralCode}
        onSignInNeeded={(username) => {
          setCreatedUsername(username);
          setMode('login');
        }}
      />
    ),
  } as const;

  if (user) return <Redirect to={safeNextPath(params.get('next'))} replace />;
  // Without the signed-in hint the answer is already known to be nobody: the form shows at once.
  if (isPending && hasSignedInHint()) return <PageSpinner />;

  return (
    <div data-toasts-at-top="" className="min-h-dvh lg:grid lg:grid-cols-[minmax(0,1.05fr)_minmax(0,1fr)]">
      <aside className="relative hidden overflow-hidden bg-accent-soft lg:flex lg:flex-col lg:justify-between lg:p-12 xl:p-16">
        <Logo />
        <div className="max-w-md">
          <p className="font-serif text-4xl text-foreground leading-tight xl:text-[2.75rem]">
            End each day with a few honest minutes.
          </p>
          <ul className="mt-10 grid gap-6">
            {HIGHLIGHTS.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-4">
                <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-surface text-accent-strong shadow-xs">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span>
                  <span className="block font-medium text-foreground">{title}</span>
                  <span className="block text-muted-foreground text-sm">{text}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
        <p className="text-muted-foreground text-sm">Reflect a little. Grow a lot.</p>
      </aside>

      <main id="main" className="flex min-h-dvh flex-col px-5 pt-8 pb-10 sm:justify-center sm:px-8 sm:py-10">
        <div className="mx-auto w-full max-w-sm">
          <Logo className="mb-6 lg:hidden" />
          <Pitch />
          {/* Which tab comes first depends on this browser's storage and the address, which the HTML
              prerendered at build time cannot know: it holds both tabs' headings, and a script in
              index.html's head shows the right one (lib/auth-mode-mark.ts); the tabs and the form
              arrive with the app. */}
          {hydrating ? (
            <>
              {(['login', 'register'] as const).map((shown) => (
                <div key={shown} data-auth-mode-only={shown}>
                  <AuthHeading mode={shown} />
                </div>
              ))}
              <div
                aria-hidden="true"
                className="h-[22rem] animate-pulse rounded-3xl bg-foreground/[0.05] motion-reduce:animate-none"
              />
            </>
          ) : (
            <>
              <AuthHeading mode={mode} />
              {sessionReset ? (
                <Card role="status" variant="item" className="mb-8 flex gap-3 text-sm">
                  <RotateCcw aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-strong" />
                  <div>
                    <p className="font-semibold text-foreground">Your session was reset</p>
                    <p className="mt-1 text-muted-foreground leading-snug">
                      Your sign-in kept being refused, so this browser's saved session and app data were
                      cleared to get you back on track. Please sign in again; everything you wrote is safe on
                      the server.
                    </p>
                  </div>
                </Card>
              ) : null}
              <AuthTabs
                label="Sign in or create an account"
                selected={mode}
                onSelect={setMode}
                tabs={returning ? [signIn, createAccount] : [createAccount, signIn]}
              />
            </>
          )}
        </div>
      </main>
    </div>
  );
}
