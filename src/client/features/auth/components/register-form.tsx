import { useForm } from 'react-hook-form';
import { checkNewPassword, checkNewUsername, checkOptionalEmail } from '../../../../contract/account-fields';
import type { RegisterBody } from '../../../../contract/auth';
import {
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from '../../../../contract/constants';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { type RegisterOptions, useRegister } from '../api/use-register';

const FIELDS = ['username', 'email', 'password', 'timezone', 'referralCode'] as const;

function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

export function RegisterForm({ referralCode, onSignInNeeded }: { referralCode?: string } & RegisterOptions) {
  const registration = useRegister({ onSignInNeeded });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegisterBody>({
    defaultValues: { username: '', password: '', email: undefined, referralCode, rememberMe: false },
  });

  const onSubmit = handleSubmit((body) => {
    registration.mutate(
      { ...body, timezone: browserTimeZone() },
      { onError: (error) => applyFieldErrors(error, FIELDS, setError) },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Create account">
      <TextField
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        hint={`${USERNAME_MIN_LENGTH}–${USERNAME_MAX_LENGTH} characters: letters, digits, _ . or -`}
        error={errors.username?.message}
        {...register('username', { validate: checkNewUsername })}
      />
      <TextField
        label="Email (optional)"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email', {
          setValueAs: (value: string) => (value?.trim() ? value.trim() : undefined),
          validate: checkOptionalEmail,
        })}
      />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters, not a common password or your username.`}
        error={errors.password?.message}
        {...register('password', { validate: checkNewPassword })}
      />
      <TextField
        label="Invite code (optional)"
        autoCapitalize="characters"
        autoCorrect="off"
        spellCheck={false}
        maxLength={32}
        hint={
          referralCode
            ? 'Filled in from the invite link you opened.'
            : 'From a friend’s invite link, if you have one.'
        }
        error={errors.referralCode?.message}
        {...register('referralCode', {
          setValueAs: (value: string) => (value?.trim() ? value.trim() : undefined),
        })}
      />
      <label className="-my-1 flex min-h-11 cursor-pointer items-center gap-3 text-foreground text-sm">
        <input
          type="checkbox"
          className="size-5 shrink-0 rounded accent-accent"
          aria-describedby="register-remember-me-hint"
          {...register('rememberMe')}
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
