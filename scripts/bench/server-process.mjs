// What the benchmark scripts share about the server they start: a free port and waiting for /readyz.
import net from 'node:net';

/** BENCH_PORT (plus an offset, for a second server) when set, else a port the system says is free. */
export function freePort(offset = 0) {
  if (process.env.BENCH_PORT) return Promise.resolve(Number(process.env.BENCH_PORT) + offset);
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once the server at base answers /readyz with 200; fails if its process exits first. */
export async function waitReady(base, child) {
  for (let i = 0; i < 2400; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/readyz`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('server did not become ready');
}
