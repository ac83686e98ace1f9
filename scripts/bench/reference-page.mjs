// The static reference page of `npm run bench:lighthouse`: the app's built shell (index.html) with its
// scripts taken out and a page's worth of plain content in their place, padded back to the shell's size.
// Lighthouse loads it from the same server in the same run as the app's pages, so the machine's own
// share of the scores (Chromium starting, the simulated network, the CPU slowed 4×) shows beside them:
// whatever the app's pages score below it comes from the app.
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** Where the server sends the reference page: a file of the client folder of the benchmark's own copy. */
export const REFERENCE_PATH = '/lighthouse-reference.html';

const CONTENT = `<div id="root">
      <main class="mx-auto w-full max-w-3xl px-4 pt-10 pb-16">
        <p class="font-medium text-sm uppercase tracking-wider">A static page</p>
        <h1 class="mt-3 font-serif text-4xl leading-tight">Good evening</h1>
        <p class="mt-4 text-lg leading-relaxed">The app's shell and stylesheet, without a script: what this machine and
        Lighthouse's simulated phone make of a page of this size when nothing runs on it.</p>
      </main>
    </div>`;

/** Characters that gzip cannot shrink much, so the padding weighs on the wire as the scripts' tags did. */
function padding(length) {
  let text = '';
  for (let block = 0; text.length < length; block++) {
    text += createHash('sha256').update(`reference ${block}`).digest('base64');
  }
  return text.slice(0, length);
}

/** The reference page for a built index.html: no script, the same inline stylesheet, the same size. */
export function referencePage(shell) {
  const body = shell
    .replace(/<script\b[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
    .replace(/<link rel="stylesheet"[^>]*\bdisabled>/g, '')
    .replace(/<noscript>[\s\S]*?<\/noscript>/g, '')
    .replace(/<div id="root">[\s\S]*<\/body>/, `${CONTENT}\n  </body>`);
  const missing = Buffer.byteLength(shell) - Buffer.byteLength(body) - '<!--  -->'.length;
  if (missing <= 0) return body;
  return body.replace('</body>', `<!-- ${padding(missing)} --></body>`);
}

/** Writes the reference page into a client folder, with the compressed copies the server sends. */
export function writeReferencePage(clientDir, shell) {
  const page = Buffer.from(referencePage(shell));
  const file = join(clientDir, REFERENCE_PATH.slice(1));
  writeFileSync(file, page);
  writeFileSync(`${file}.gz`, gzipSync(page, { level: 9 }));
  writeFileSync(`${file}.br`, brotliCompressSync(page));
}
