// `npm start`: build when the sources changed since the last build, then run the server in this process.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { root } from './build-inputs.mjs';

execFileSync(process.execPath, [join(root, 'scripts/build.mjs'), '--if-needed'], { stdio: 'inherit' });
await import(join(root, 'dist/server/main.js'));
