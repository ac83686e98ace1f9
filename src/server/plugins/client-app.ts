import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SIGNED_IN_HINT_COOKIE_NAME } from '#contract/constants';
import { AUTH_PATH, PAGES, pageIdFor, pathsOf } from '#contract/pages';
import { AppError } from '#server/lib/app-error';
import { createPagePreloads, type PagePreloads } from './page-preloads';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** sha256 sources for the inline scripts of index.html, so the CSP can allow exactly them. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
  );
}

export function readIndexHtml(clientDir: string): string | null {
  const file = join(clientDir, 'index.html');
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}

/**
 * The build's compressed copy of index.html (scripts/compress-client.mjs), if it holds exactly this
 * page: compressing the page (80 KB with its stylesheet) at Brotli's best quality took about 150 ms
 * of every start. Checking the copy costs a decompression, a millisecond.
 */
function builtCopy(path: string, decompress: (data: Buffer) => Buffer, raw: Buffer): Buffer | null {
  if (!existsSync(path)) return null;
  const copy = readFileSync(path);
  return decompress(copy).equals(raw) ? copy : null;
}

/** A page as sent, in each encoding a browser may accept; compressed once, by the build or at start. */
function encodedPage(html: string, file: string) {
  const raw = Buffer.from(html);
  return {
    br: builtCopy(`${file}.br`, brotliDecompressSync, raw) ?? brotliCompressSync(raw),
    gzip: builtCopy(`${file}.gz`, gunzipSync, raw) ?? gzipSync(raw, { level: 9 }),
    identity: raw,
  };
}

type EncodedPage = ReturnType<typeof encodedPage>;

/**
 * The build's prerendered shells (scripts/prerender-shells.mjs), by name: index.html with #root holding
 * a page's first screen. One whose inline scripts differ from index.html's is left out, since the
 * CSP allows only index.html's.
 */
function readShells(clientDir: string, indexHtml: string): Map<string, EncodedPage> {
  const shells = new Map<string, EncodedPage>();
  const expected = inlineScriptHashes(indexHtml).join(' ');
  for (const name of [AUTH_SHELL, ...Object.keys(PAGES)]) {
    const file = join(clientDir, 'shells', `${name}.html`);
    if (!existsSync(file)) continue;
    const html = readFileSync(file, 'utf8');
    if (inlineScriptHashes(html).join(' ') === expected) shells.set(name, encodedPage(html, file));
  }
  return shells;
}

const AUTH_SHELL = 'auth';

/**
 * Which prerendered shell answers a page request: the sign-in page for a browser without the signed-in
 * hint, the page's own for one with it, at a path the app names exactly. Anything else (an unknown
 * path, /auth with the hint, a protected page without it) gets index.html, whose splash the app
 * replaces: what the app first renders there is not a shell.
 */
export function shellNameFor(url: string, signedIn: boolean): string | null {
  const path = url.split(/[?#]/)[0] ?? '';
  if (path === AUTH_PATH) return signedIn ? null : AUTH_SHELL;
  if (!signedIn) return null;
  const id = pageIdFor(path);
  return id && pathsOf(PAGES[id]).includes(path) ? id : null;
}

/** The encodings an Accept-Encoding header allows (a q of 0 refuses one). */
function acceptedEncodings(header: string | string[] | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of String(header ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    if (name && (!q || Number(q.slice(2)) > 0)) accepted.add(name);
  }
  return accepted;
}

function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  index: EncodedPage,
  shells: Map<string, EncodedPage>,
  preloads: PagePreloads,
) {
  const accepted = acceptedEncodings(request.headers['accept-encoding']);
  const encoding = accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : 'identity';
  const signedIn = request.cookies[SIGNED_IN_HINT_COOKIE_NAME] === '1';
  const shell = shells.get(shellNameFor(request.url, signedIn) ?? '');
  const page = shell ?? index;
  // A shell names what its page needs in a template fetched after its first paint (the starter in
  // vite.config.ts), so nothing competes with that paint; index.html's splash has no such list.
  const link = shell ? null : preloads.linkFor(request.url, signedIn);
  if (link) reply.header('link', link);
  // The preloads named depend on the signed-in hint cookie.
  reply.header('vary', 'accept-encoding, cookie');
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.type('text/html; charset=utf-8').send(page[encoding]);
}

/**
 * Serves the built client: hashed assets are cached for a year, everything else is revalidated,
 * and any path that is not a file or an API call gets index.html (the client routes it), or the page's
 * prerendered shell where there is one (shellNameFor); index.html comes with a Link header
 * preloading what that page's first screen needs (page-preloads.ts), a shell names it in its HTML. Text files
 * go out as the Brotli or gzip copy made at build time (scripts/compress-client.mjs) when the browser
 * accepts it.
 */
export const clientAppPlugin = fp<{ clientDir: string; indexHtml: string | null }>(
  async (app: FastifyInstance, { clientDir, indexHtml }) => {
    const page = indexHtml ? encodedPage(indexHtml, join(clientDir, 'index.html')) : null;
    const shells = indexHtml ? readShells(clientDir, indexHtml) : new Map<string, EncodedPage>();
    const preloads = createPagePreloads(clientDir);
    if (indexHtml) {
      await app.register(fastifyStatic, {
        root: clientDir,
        wildcard: false,
        index: false,
        preCompressed: true,
        cacheControl: false,
        setHeaders: (res, path) => {
          res.header('cache-control', path.includes('/assets/') ? IMMUTABLE : REVALIDATE);
        },
      });
    }

    app.setNotFoundHandler((request, reply) => {
      const wantsPage = request.method === 'GET' || request.method === 'HEAD';
      const path = request.url.split('?')[0] ?? '';
      // A missing file (an old chunk after a deploy, say) is a 404, not the app page in its place.
      const isFile = path.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(path);
      if (path.startsWith('/api/') || path === '/api' || isFile || !wantsPage || !page) {
        throw new AppError('NOT_FOUND', `No such ${isFile ? 'file' : 'endpoint'}: ${request.method} ${path}`);
      }
      return sendPage(request, reply.code(200).header('cache-control', REVALIDATE), page, shells, preloads);
    });
  },
);
