// `npm start`: build when the sources changed since the last build, then run the server in this process.
import { join } from 'node:path';
import { ensureBuilt, root } from './build-inputs.mjs';

await ensureBuilt();
await import(join(root, 'dist/server/main.js'));
