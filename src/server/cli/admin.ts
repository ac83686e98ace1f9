import { LAST_ADMIN_MESSAGE } from '#contract/admin';
import { configFromEnv } from '#server/config/config';
import { ConfigError, readEnv } from '#server/config/env';
import { openDatabase } from '#server/db/client';
import { DataDirLockedError } from '#server/db/data-dir-lock';
import { AppError } from '#server/lib/app-error';
import { changeRole } from '#server/modules/admin/customers.service';
import { findAccountByUsername } from '#server/modules/auth/auth.service';

const USAGE = 'Usage: npm run admin -- grant <username> | revoke <username>';

async function main(args: string[]) {
  const [command, username] = args;
  if ((command !== 'grant' && command !== 'revoke') || !username) {
    console.error(USAGE);
    return 2;
  }
  const config = configFromEnv(readEnv());
  const database = await openDatabase(config.database);
  try {
    const user = await findAccountByUsername(database.db, username);
    if (!user) {
      console.error(`No user named ${username}`);
      return 1;
    }
    const role = command === 'grant' ? 'admin' : 'user';
    // The same change as the admin area's, so it keeps the last-admin rule and is in the audit log.
    await changeRole(database.db, { id: null, ip: null }, user.id, role);
    console.log(`${user.username} is now ${role === 'admin' ? 'an admin' : 'a regular user'}`);
    return 0;
  } catch (error) {
    if (error instanceof AppError && error.message === LAST_ADMIN_MESSAGE) {
      console.error(`${username} is the last administrator: grant another account first`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known = error instanceof ConfigError || error instanceof DataDirLockedError;
    console.error(known ? (error as Error).message : error);
    process.exit(1);
  },
);
