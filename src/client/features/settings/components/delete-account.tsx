import { Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '../../../components/ui/button';
import { NativeDialog } from '../../../components/ui/native-dialog';
import { PasswordField } from '../../../components/ui/password-field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useDeleteAccount } from '../api/use-account';

/** Deleting asks for the password again, in a dialog that says plainly what goes. */
export function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const remove = useDeleteAccount();
  const [, navigate] = useLocation();

  const close = () => {
    setOpen(false);
    setPassword('');
    setProblem(null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setProblem('Enter your password');
      return;
    }
    remove.mutate(password, {
      onSuccess: () => navigate('/auth', { replace: true }),
      onError: (error) =>
        setProblem(
          error instanceof ApiError && error.fieldErrors[0]
            ? error.fieldErrors[0].message
            : errorMessage(error),
        ),
    });
  };

  return (
    <section className="grid gap-2" aria-labelledby="delete-account-heading">
      <h3 id="delete-account-heading" className="font-semibold text-base text-foreground">
        Delete account
      </h3>
      <p className="text-muted-foreground text-sm">
        Removes your account and everything in it for good: retros, journal, moods, streaks, badges,
        challenges, reminders and every signed-in device. Export first if you want to keep a copy.
      </p>
      <div>
        <Button
          variant="secondary"
          size="lg"
          className="border-danger/40 text-danger hover:bg-danger-soft"
          onClick={() => setOpen(true)}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Delete account…
        </Button>
      </div>
      <NativeDialog
        open={open}
        onClose={close}
        labelledBy="delete-dialog-title"
        describedBy="delete-dialog-text"
        className="m-auto w-[calc(100%-2rem)] max-w-md animate-dialog-in"
      >
        <form
          onSubmit={onSubmit}
          noValidate
          className="grid gap-4 rounded-3xl border border-border bg-surface p-6 shadow-2xl"
        >
          <h2 id="delete-dialog-title" className="font-semibold text-foreground text-lg">
            Delete your account?
          </h2>
          <p id="delete-dialog-text" className="text-muted-foreground text-sm">
            This cannot be undone. Enter your password to confirm.
          </p>
          <PasswordField
            label="Password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={problem ?? undefined}
          />
          <div className="flex flex-wrap justify-end gap-3">
            <Button type="button" variant="ghost" size="lg" onClick={close}>
              Cancel
            </Button>
            <Button
              type="submit"
              size="lg"
              busy={remove.isPending}
              className="bg-danger text-danger-contrast hover:bg-danger/90"
            >
              Delete everything
            </Button>
          </div>
        </form>
      </NativeDialog>
    </section>
  );
}
