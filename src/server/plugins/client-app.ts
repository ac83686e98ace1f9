import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

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
 * Serves the built client: hashed assets are cached for a year, everything else is revalidated,
 * and any path that is not a file or an API call gets index.html (the client routes it).
 */
export const clientAppPlugin = fp<{ clientDir: string; indexHtml: string | null }>(
  async (app: FastifyInstance, { clientDir, indexHtml }) => {
    if (indexHtml) {
      await app.register(fastifyStatic, {
        root: clientDir,
        wildcard: false,
        index: false,
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
      if (path.startsWith('/api/') || path === '/api' || isFile || !wantsPage || !indexHtml) {
        throw new AppError('NOT_FOUND', `No such ${isFile ? 'file' : 'endpoint'}: ${request.method} ${path}`);
      }
      return reply
        .code(200)
        .header('cache-control', REVALIDATE)
        .type('text/html; charset=utf-8')
        .send(indexHtml);
    });
  },
);
