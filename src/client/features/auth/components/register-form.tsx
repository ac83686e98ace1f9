import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { RegisterBody } from '../../../../contract/auth';
import {
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from '../../../../contract/constants';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useRegister } from '../api/use-register';
import { applyFieldErrors } from './apply-field-errors';
import { PasswordField } from './password-field';

const FIELDS = ['username', 'email', 'password', 'timezone'] as const;

function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

export function RegisterForm() {
  const registration = useRegister();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<z.input<typeof RegisterBody>, unknown, RegisterBody>({
    resolver: zodResolver(RegisterBody),
    defaultValues: { username: '', password: '', email: undefined },
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
        {...register('username')}
      />
      <TextField
        label="Email (optional)"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email', { setValueAs: (value: string) => (value?.trim() ? value.trim() : undefined) })}
      />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" size="lg" busy={registration.isPending} className="mt-1 w-full">
        {registration.isPending ? 'Creating account…' : 'Create account'}
      </Button>
    </form>
  );
}
