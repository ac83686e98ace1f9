import { ChangePasswordForm } from './change-password-form';
import { DeleteAccount } from './delete-account';
import { SessionsList } from './sessions-list';
import { YourData } from './your-data';

/**
 * The account's tools (password, devices, export and import, deletion), in their own chunk: they sit at
 * the bottom of Settings, so the page's first load does not carry them.
 */
export function AccountTools({ timeZone }: { timeZone: string | undefined }) {
  return (
    <>
      <ChangePasswordForm />
      <SessionsList timeZone={timeZone} />
      <YourData />
      <DeleteAccount />
    </>
  );
}
