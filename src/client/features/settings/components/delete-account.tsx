import { Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '#client/components/ui/button';
import { NativeDialog } from '#client/components/ui/native-dialog';
import { PasswordField } from '#client/components/ui/password-field';
import { ApiError, errorMessage } from '#client/lib/api-client';
import { useDeleteAccount } from '../api/account';

/** Everything a deletion removes, named, so nothing goes by surprise. */
const GONE = [
  'Retros, journal entries and moods',
  'Streaks, badges and challenges',
  'Customization, reminders and the calendar feed',
  'Notifications on your devices (push subscriptions)',
  'The feedback you sent, with the team’s replies',
  'Your invite code and referral credits',
  'Every session: each signed-in device is signed out',
] as const;

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
      <div className="grid gap-2 text-muted-foreground text-sm">
        <p>Removes your account and everything in it for good:</p>
        <ul className="grid list-disc gap-y-1 pl-5 marker:text-muted-foreground/60">
          {GONE.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p>Export first if you want to keep a copy.</p>
      </div>
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
            Everything listed under Delete account goes for good, on every device. This cannot be undone.
            Enter your password to confirm.
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
