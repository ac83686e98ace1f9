import { configFromEnv } from '../config/config';
import { ConfigError, readEnv } from '../config/env';
import { openDatabase } from '../db/client';
import { DataDirLockedError } from '../db/data-dir-lock';
import { setUserRole } from '../modules/auth/auth.queries';

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
    const user = await setUserRole(database.db, username, command === 'grant' ? 'admin' : 'user');
    if (!user) {
      console.error(`No user named ${username}`);
      return 1;
    }
    console.log(`${user.username} is now ${user.role === 'admin' ? 'an admin' : 'a regular user'}`);
    return 0;
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
