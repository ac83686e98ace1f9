import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { LoginBody } from '../../../../contract/auth';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useLogin } from '../api/use-login';
import { applyFieldErrors } from './apply-field-errors';
import { PasswordField } from './password-field';

const FIELDS = ['username', 'password'] as const;

export function LoginForm() {
  const login = useLogin();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<z.input<typeof LoginBody>, unknown, LoginBody>({
    resolver: zodResolver(LoginBody),
    defaultValues: { username: '', password: '' },
  });

  const onSubmit = handleSubmit((body) => {
    login.mutate(body, { onError: (error) => applyFieldErrors(error, FIELDS, setError) });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Sign in">
      <TextField
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        error={errors.username?.message}
        {...register('username')}
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" size="lg" busy={login.isPending} className="mt-1 w-full">
        {login.isPending ? 'Signing in…' : 'Sign in'}
      </Button>
    </form>
  );
}
