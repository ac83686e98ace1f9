// `npm run admin -- grant|revoke <username>`: changes a user's role from the command line.
import { join } from 'node:path';
import { ensureBuilt, root } from './build-inputs.mjs';

await ensureBuilt();
await import(join(root, 'dist/server/admin.js'));
