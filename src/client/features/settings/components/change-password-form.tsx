import { useForm } from 'react-hook-form';
import type { ChangePasswordBody } from '../../../../contract/account';
import {
  ACCOUNT_FIELD_MESSAGES,
  checkNewPassword,
  checkTypedPassword,
} from '../../../../contract/account-fields';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { errorMessage } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { useChangePassword } from '../api/use-account';

const FIELDS = ['currentPassword', 'newPassword'] as const;

/**
 * Passwords are never kept as drafts: nothing typed here is written to the browser's storage, and
 * the fields are emptied once the change is saved.
 */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ChangePasswordBody>({
    defaultValues: { currentPassword: '', newPassword: '' },
  });

  const onSubmit = handleSubmit((body) =>
    change.mutate(body, {
      onSuccess: () => reset(),
      onError: (error) => {
        if (!applyFieldErrors(error, FIELDS, setError)) {
          setError('root', { type: 'server', message: errorMessage(error) });
        }
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-labelledby="change-password-heading">
      <h3 id="change-password-heading" className="font-semibold text-base text-foreground">
        Change password
      </h3>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...register('currentPassword', {
            validate: (value) => checkTypedPassword(value, ACCOUNT_FIELD_MESSAGES.currentPasswordMissing),
          })}
        />
        <PasswordField
          label="New password"
          autoComplete="new-password"
          hint="At least 8 characters. Every other device is signed out."
          error={errors.newPassword?.message}
          {...register('newPassword', { validate: checkNewPassword })}
        />
      </div>
      {errors.root ? (
        <p role="alert" className="text-danger text-sm">
          {errors.root.message}
        </p>
      ) : null}
      <div>
        <Button type="submit" variant="secondary" size="lg" busy={change.isPending}>
          Change password
        </Button>
      </div>
    </form>
  );
}
