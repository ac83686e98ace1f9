// `npm run bench:chunks`: the built client's JavaScript chunks, largest first: raw and gzip (level 9)
// sizes, and whether index.html names it (the rest load lazily). Prints a Markdown table and totals.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './build-inputs.mjs';

const clientDir = join(root, 'dist', 'client');
const assets = join(clientDir, 'assets');
const indexHtml = readFileSync(join(clientDir, 'index.html'), 'utf8');
const kb = (bytes) => (bytes / 1024).toFixed(1);

const chunks = readdirSync(assets)
  .filter((name) => name.endsWith('.js'))
  .map((name) => {
    const source = readFileSync(join(assets, name));
    return {
      name: name.replace(/-[\w-]{8}\.js$/, ''),
      raw: source.length,
      gzip: gzipSync(source, { level: 9 }).length,
      entry: indexHtml.includes(`/assets/${name}`),
    };
  })
  .sort((a, b) => b.gzip - a.gzip);

console.log('| chunk | raw KB | gzip KB | in index.html |');
console.log('|---|---|---|---|');
for (const chunk of chunks) {
  console.log(`| ${chunk.name} | ${kb(chunk.raw)} | ${kb(chunk.gzip)} | ${chunk.entry ? 'yes' : ''} |`);
}
const entry = chunks.filter((chunk) => chunk.entry);
const sum = (list) => kb(list.reduce((total, chunk) => total + chunk.gzip, 0));
console.log(
  `chunks: ${chunks.length}; entry (index.html) total gzip ${sum(entry)} KB in ${entry.length} scripts; all JS gzip ${sum(chunks)} KB`,
);
