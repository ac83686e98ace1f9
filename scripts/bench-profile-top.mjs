// Summarises a V8 CPU profile (node --cpu-prof, as `BENCH_CPU_PROF=dir npm run bench:load` writes):
// the functions with the most self time, and the share of the run each took.
//   node scripts/bench-profile-top.mjs path/to/file.cpuprofile [how many, 25] [--by-file]
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const file = args.find((arg) => arg.endsWith('.cpuprofile'));
if (!file) {
  console.log('usage: node scripts/bench-profile-top.mjs file.cpuprofile [count] [--by-file]');
  process.exit(0);
}
const count = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 25);
const byFile = args.includes('--by-file');
const profile = JSON.parse(readFileSync(file, 'utf8'));

// Each sample names the node that was on top of the stack; the time between samples is its weight.
const selfUs = new Map();
const { samples, timeDeltas } = profile;
for (let i = 0; i < samples.length; i++) {
  selfUs.set(samples[i], (selfUs.get(samples[i]) ?? 0) + (timeDeltas[i] ?? 0));
}
const total = [...selfUs.values()].reduce((sum, us) => sum + us, 0);

const shortUrl = (url) => url.replace(/^file:\/\//, '').replace(/^.*\/node_modules\//, '~/');
const totals = new Map();
for (const node of profile.nodes) {
  const us = selfUs.get(node.id) ?? 0;
  if (!us) continue;
  const { functionName, url, lineNumber } = node.callFrame;
  const where = shortUrl(url) || '(native)';
  const key = byFile ? where : `${functionName || '(anonymous)'}  ${where}:${lineNumber + 1}`;
  totals.set(key, (totals.get(key) ?? 0) + us);
}

console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled`);
for (const [key, us] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, count)) {
  console.log(
    `${((100 * us) / total).toFixed(1).padStart(5)} %  ${(us / 1000).toFixed(0).padStart(7)} ms  ${key}`,
  );
}
