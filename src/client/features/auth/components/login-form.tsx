import { type FormEvent, useEffect } from 'react';
import { Button } from '#client/components/ui/button';
import { PasswordField } from '#client/components/ui/password-field';
import { TextField } from '#client/components/ui/text-field';
import { isTicked, useFormChecks } from '#client/lib/form-checks';
import { checkSignInUsername, checkTypedPassword } from '#contract/account-fields';
import { useLogin } from '../api/user';

const CHECKS = {
  username: checkSignInUsername,
  password: (value: string) => checkTypedPassword(value),
};

/** `defaultUsername`: an account just created but not signed in; the password is what is left to type. */
export function LoginForm({ defaultUsername }: { defaultUsername?: string }) {
  const login = useLogin();
  const form = useFormChecks(CHECKS);
  const formRef = form.ref;

  useEffect(() => {
    if (defaultUsername) formRef.current?.querySelector<HTMLInputElement>('[name="password"]')?.focus();
  }, [defaultUsername, formRef]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = form.check();
    if (!values) return;
    login.mutate(
      { ...values, rememberMe: isTicked(formRef.current, 'rememberMe') },
      { onError: (error) => form.showServerErrors(error) },
    );
  }

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      onChange={form.recheck}
      noValidate
      className="grid gap-5"
      aria-label="Sign in"
    >
      <TextField
        label="Username"
        name="username"
        defaultValue={defaultUsername ?? ''}
        autoComplete="username"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        error={form.errors.username}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        error={form.errors.password}
      />
      <label className="-my-1 flex min-h-11 cursor-pointer items-center gap-3 text-foreground text-sm">
        <input
          type="checkbox"
          name="rememberMe"
          className="size-5 shrink-0 rounded accent-accent"
          aria-describedby="remember-me-hint"
        />
        <span>
          Remember me
          <span id="remember-me-hint" className="block text-muted-foreground text-xs">
            Stay signed in for 30 days. Otherwise you are signed out after 12 hours away.
          </span>
        </span>
      </label>
      <Button type="submit" size="lg" busy={login.isPending} className="mt-1 w-full">
        {login.isPending ? 'Signing in…' : 'Sign in'}
      </Button>
    </form>
  );
}
