// `npm run admin -- grant|revoke <username>`: changes a user's role from the command line.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { root } from './build-inputs.mjs';

execFileSync(process.execPath, [join(root, 'scripts/build.mjs'), '--if-needed'], { stdio: 'inherit' });
await import(join(root, 'dist/server/admin.js'));
