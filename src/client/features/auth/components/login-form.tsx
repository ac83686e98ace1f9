import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { checkSignInUsername, checkTypedPassword } from '../../../../contract/account-fields';
import type { LoginBody } from '../../../../contract/auth';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { useLogin } from '../api/use-login';

const FIELDS = ['username', 'password'] as const;

/** `defaultUsername`: an account just created but not signed in; the password is what is left to type. */
export function LoginForm({ defaultUsername }: { defaultUsername?: string }) {
  const login = useLogin();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<LoginBody>({
    defaultValues: { username: defaultUsername ?? '', password: '', rememberMe: false },
  });

  useEffect(() => {
    if (defaultUsername) setFocus('password');
  }, [defaultUsername, setFocus]);

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
        {...register('username', { validate: checkSignInUsername })}
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password', { validate: (value) => checkTypedPassword(value) })}
      />
      <label className="-my-1 flex min-h-11 cursor-pointer items-center gap-3 text-foreground text-sm">
        <input
          type="checkbox"
          className="size-5 shrink-0 rounded accent-accent"
          aria-describedby="remember-me-hint"
          {...register('rememberMe')}
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
