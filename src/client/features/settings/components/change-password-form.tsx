import { type FormEvent, useState } from 'react';
import { Button } from '#client/components/ui/button';
import { PasswordField } from '#client/components/ui/password-field';
import { errorMessage } from '#client/lib/api-client';
import { useFormChecks } from '#client/lib/form-checks';
import { ACCOUNT_FIELD_MESSAGES, checkNewPassword, checkTypedPassword } from '#contract/account-fields';
import { useChangePassword } from '../api/sessions';

const CHECKS = {
  currentPassword: (value: string) =>
    checkTypedPassword(value, ACCOUNT_FIELD_MESSAGES.currentPasswordMissing),
  newPassword: checkNewPassword,
};

/**
 * Passwords are never kept as drafts: nothing typed here is written to the browser's storage, and
 * the fields are emptied once the change is saved.
 */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const form = useFormChecks(CHECKS);
  /** A refusal that names no field (the server's message). */
  const [refusal, setRefusal] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setRefusal(null);
    const values = form.check();
    if (!values) return;
    change.mutate(values, {
      onSuccess: () => form.reset(),
      onError: (error) => {
        if (!form.showServerErrors(error)) setRefusal(errorMessage(error));
      },
    });
  }

  return (
    <form
      ref={form.ref}
      onSubmit={onSubmit}
      onChange={form.recheck}
      noValidate
      className="grid gap-4"
      aria-labelledby="change-password-heading"
    >
      <h3 id="change-password-heading" className="font-semibold text-base text-foreground">
        Change password
      </h3>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <PasswordField
          label="Current password"
          name="currentPassword"
          autoComplete="current-password"
          error={form.errors.currentPassword}
        />
        <PasswordField
          label="New password"
          name="newPassword"
          autoComplete="new-password"
          hint="At least 8 characters. Every other device is signed out."
          error={form.errors.newPassword}
        />
      </div>
      {refusal ? (
        <p role="alert" className="text-danger text-sm">
          {refusal}
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
