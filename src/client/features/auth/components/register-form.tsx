import type { FormEvent } from 'react';
import { Button } from '#client/components/ui/button';
import { PasswordField } from '#client/components/ui/password-field';
import { TextField } from '#client/components/ui/text-field';
import { isTicked, useFormChecks } from '#client/lib/form-checks';
import { checkNewPassword, checkNewUsername, checkOptionalEmail } from '#contract/account-fields';
import { PASSWORD_MIN_LENGTH, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from '#contract/constants';
import { type RegisterOptions, useRegister } from '../api/user';

/** An optional field: what was typed without the spaces around it, or undefined when nothing was. */
const optional = (value: string): string | undefined => value.trim() || undefined;

const CHECKS = {
  username: checkNewUsername,
  email: (value: string) => checkOptionalEmail(optional(value)),
  password: checkNewPassword,
  // Checked by the server only; its message is shown under the field.
  referralCode: () => undefined,
};

function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

export function RegisterForm({ referralCode, onSignInNeeded }: { referralCode?: string } & RegisterOptions) {
  const registration = useRegister({ onSignInNeeded });
  const form = useFormChecks(CHECKS);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = form.check();
    if (!values) return;
    registration.mutate(
      {
        username: values.username,
        password: values.password,
        email: optional(values.email),
        referralCode: optional(values.referralCode),
        rememberMe: isTicked(form.ref.current, 'rememberMe'),
        timezone: browserTimeZone(),
      },
      { onError: (error) => form.showServerErrors(error) },
    );
  }

  return (
    <form
      ref={form.ref}
      onSubmit={onSubmit}
      onChange={form.recheck}
      noValidate
      className="grid gap-5"
      aria-label="Create account"
    >
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        hint={`${USERNAME_MIN_LENGTH}–${USERNAME_MAX_LENGTH} characters: letters, digits, _ . or -`}
        error={form.errors.username}
      />
      <TextField
        label="Email (optional)"
        name="email"
        type="email"
        autoComplete="email"
        error={form.errors.email}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters, not a common password or your username.`}
        error={form.errors.password}
      />
      <TextField
        label="Invite code (optional)"
        name="referralCode"
        defaultValue={referralCode ?? ''}
        autoCapitalize="characters"
        autoCorrect="off"
        spellCheck={false}
        maxLength={32}
        hint={
          referralCode
            ? 'Filled in from the invite link you opened.'
            : 'From a friend’s invite link, if you have one.'
        }
        error={form.errors.referralCode}
      />
      <label className="-my-1 flex min-h-11 cursor-pointer items-center gap-3 text-foreground text-sm">
        <input
          type="checkbox"
          name="rememberMe"
          className="size-5 shrink-0 rounded accent-accent"
          aria-describedby="register-remember-me-hint"
        />
        <span>
          Remember me
          <span id="register-remember-me-hint" className="block text-muted-foreground text-xs">
            Stay signed in for 30 days. Otherwise you are signed out after 12 hours away.
          </span>
        </span>
      </label>
      <Button type="submit" size="lg" busy={registration.isPending} className="mt-1 w-full">
        {registration.isPending ? 'Creating account…' : 'Create account'}
      </Button>
    </form>
  );
}
