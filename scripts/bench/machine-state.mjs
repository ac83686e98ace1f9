// How fast this machine is at the moment a benchmark runs, printed with its figures. The development
// machine's speed changes from hour to hour: an unchanged tree's later embedded start measured
// 0.9–1.3 s one night and 1.7–2.7 s the next morning. That morning the first touch of new memory
// (a page fault) took 11–15 µs a page, and starting PostgreSQL in WebAssembly, V8's heap and
// Chromium's page loads all touch a lot of new memory.
// Measured in a child process, so the benchmark's own memory is not touched.
import { spawnSync } from 'node:child_process';

const PROBE = `
const cpuStart = performance.now();
let sum = 0;
for (let i = 0; i < 1e8; i++) sum += i % 7;
const cpuMs = performance.now() - cpuStart;
const pages = (256 * 1024 * 1024) / 4096;
const touchStart = performance.now();
const buffer = Buffer.allocUnsafeSlow(pages * 4096);
for (let i = 0; i < buffer.length; i += 4096) buffer[i] = 1;
const touchMs = performance.now() - touchStart;
console.log(JSON.stringify({ cpuMs, touchMs, pages, sum }));
`;

/** One line saying how fast plain JavaScript and new memory are on this machine right now. */
export function machineState() {
  const probe = spawnSync(process.execPath, ['-e', PROBE], { encoding: 'utf8' });
  if (probe.status !== 0) return 'machine: not measured';
  const { cpuMs, touchMs, pages } = JSON.parse(probe.stdout);
  const perPageUs = (touchMs * 1000) / pages;
  return `machine now: a JavaScript loop of 10⁸ steps ${cpuMs.toFixed(0)} ms; first touch of 256 MB of new memory ${touchMs.toFixed(0)} ms (${perPageUs.toFixed(1)} µs a page)`;
}
