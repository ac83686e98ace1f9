// Prerenders each page's shell into its own copy of index.html (dist/client/shells/<page>.html) at
// build time: the signed-in frame with the page's heading for every page, and the sign-in page for a
// signed-out visitor. The server sends the copy for the address asked (src/server/plugins/client-app.ts),
// and the browser paints it before any script has run; main.tsx then hydrates it (decision record 029).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './build-inputs.mjs';

const ROOT_OPEN = '<div id="root">';
const ROOT_END = '<noscript>';

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * index.html with #root holding `shell` instead of the splash, marked as prerendered (and the page's
 * title), followed by `afterPaint`: the <template> of what to fetch once it has been painted, whose
 * <link>s the starter in vite.config.ts moves into the head.
 */
export function withShell(indexHtml, shell, title, afterPaint = '') {
  const start = indexHtml.indexOf(ROOT_OPEN);
  const end = indexHtml.indexOf(ROOT_END, start);
  if (start < 0 || end < 0) throw new Error('index.html has no #root followed by <noscript>');
  if (/<script/i.test(shell + afterPaint)) {
    throw new Error('A prerendered shell holds a script: the CSP would refuse it');
  }
  const page = `${indexHtml.slice(0, start)}<div id="root" data-prerendered="">${shell}</div>${afterPaint}\n    ${indexHtml.slice(end)}`;
  return title ? page.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`) : page;
}

export async function prerenderShells(clientDir, { buildTime, version }) {
  const esbuild = await import('esbuild');
  const bundleDir = join(clientDir, '..', `prerender-${process.pid}`);
  await esbuild.build({
    entryPoints: {
      'render-shell': join(root, 'src/client/prerender/render-shell.tsx'),
      'page-preloads': join(root, 'src/server/plugins/page-preloads.ts'),
    },
    outdir: bundleDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    // React, wouter and the rest load from node_modules, as on the server.
    packages: 'external',
    loader: { '.css': 'empty' },
    define: {
      __BUILD_TIME__: JSON.stringify(buildTime),
      __APP_VERSION__: JSON.stringify(version),
      'import.meta.env.DEV': 'false',
      'import.meta.env.PROD': 'true',
    },
    logLevel: 'warning',
  });
  try {
    const load = (name) => import(pathToFileURL(join(bundleDir, `${name}.mjs`)).href);
    const { renderShell, shellTargets, AFTER_PAINT_TEMPLATE_ID } = await load('render-shell');
    const { createPagePreloads, preloadsAsLinkTags } = await load('page-preloads');
    const preloads = createPagePreloads(clientDir);
    const indexHtml = readFileSync(join(clientDir, 'index.html'), 'utf8');
    const dir = join(clientDir, 'shells');
    mkdirSync(dir, { recursive: true });
    const targets = shellTargets();
    for (const { name, path, signedIn, title } of targets) {
      writeFileSync(
        join(dir, `${name}.html`),
        withShell(
          indexHtml,
          await renderShell(path, signedIn),
          title,
          `<template id="${AFTER_PAINT_TEMPLATE_ID}">${preloadsAsLinkTags(preloads.preloadsFor(path, signedIn))}</template>`,
        ),
      );
    }
    return targets.length;
  } finally {
    rmSync(bundleDir, { recursive: true, force: true });
  }
}
