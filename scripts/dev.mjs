// `npm run dev`: the Vite dev server (with hot reload) on 5173 and the API server, restarted on change, on 5000.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { root } from './build-inputs.mjs';

const bin = (name) => join(root, 'node_modules/.bin', name);
const children = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'src/server/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { PORT: '5000', HOST: '127.0.0.1', ...process.env },
  }),
  spawn(bin('vite'), ['--port', '5173'], { cwd: root, stdio: 'inherit' }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
