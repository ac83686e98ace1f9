import { BookOpen, Flame, RotateCcw, Sunset } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Redirect, useSearch } from 'wouter';
import { Logo } from '../../../components/ui/logo';
import { PageSpinner } from '../../../components/ui/spinner';
import { safeNextPath } from '../../../lib/safe-next';
import { useUser } from '../api/use-user';
import { AuthTabs } from '../components/auth-tabs';
import { LoginForm } from '../components/login-form';
import { RegisterForm } from '../components/register-form';

type Mode = 'login' | 'register';

const HIGHLIGHTS = [
  { icon: Sunset, title: 'A daily retro', text: 'A handful of questions to close the day with intention.' },
  { icon: BookOpen, title: 'A private journal', text: 'Room for whatever the questions did not cover.' },
  { icon: Flame, title: 'Streaks and moods', text: 'Notice patterns as the days add up.' },
] as const;

export function AuthPage() {
  const search = useSearch();
  const params = new URLSearchParams(search);
  // A referral link (/auth?ref=CODE) opens Create account with the code filled in.
  const referralCode = params.get('ref')?.trim().slice(0, 32) || undefined;
  const [mode, setMode] = useState<Mode>(
    params.get('mode') === 'register' || referralCode ? 'register' : 'login',
  );
  const { data: user, isPending } = useUser();
  const sessionReset = params.get('auth_reset') === 'true';

  useEffect(() => {
    document.title = 'Sign in · Daily Retro';
  }, []);

  if (user) return <Redirect to={safeNextPath(params.get('next'))} replace />;
  if (isPending) return <PageSpinner />;

  return (
    <div className="min-h-dvh lg:grid lg:grid-cols-[minmax(0,1.05fr)_minmax(0,1fr)]">
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

      <main id="main" className="flex min-h-dvh flex-col px-5 pt-14 pb-10 sm:justify-center sm:px-8 sm:py-10">
        <div className="mx-auto w-full max-w-sm">
          <Logo className="mb-10 lg:hidden" />
          <h1 className="font-semibold text-2xl text-foreground tracking-tight">
            {mode === 'login' ? 'Welcome back' : 'Create your account'}
          </h1>
          <p className="mt-2 mb-8 text-muted-foreground">
            {mode === 'login'
              ? 'Sign in to continue your daily retro.'
              : 'A quiet place to reflect on your day, every day.'}
          </p>
          {sessionReset ? (
            <div
              role="status"
              className="mb-8 flex gap-3 rounded-2xl border border-border bg-surface p-4 text-sm shadow-xs"
            >
              <RotateCcw aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-strong" />
              <div>
                <p className="font-semibold text-foreground">Your session was reset</p>
                <p className="mt-1 text-muted-foreground leading-snug">
                  Your sign-in kept being refused, so this browser's saved session and app data were cleared
                  to get you back on track. Please sign in again; everything you wrote is safe on the server.
                </p>
              </div>
            </div>
          ) : null}
          <AuthTabs
            label="Sign in or create an account"
            selected={mode}
            onSelect={setMode}
            tabs={[
              { key: 'login', label: 'Sign in', panel: <LoginForm /> },
              {
                key: 'register',
                label: 'Create account',
                panel: <RegisterForm referralCode={referralCode} />,
              },
            ]}
          />
        </div>
      </main>
    </div>
  );
}
