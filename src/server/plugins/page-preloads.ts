import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  FIRST_READS,
  PAGE_MODULES,
  type ScreenModule,
  SIGNED_IN_MODULES,
  SIGNED_IN_READS,
} from '#contract/first-screen';
import { isAuthPath, pageIdFor } from '#contract/pages';

/** The part of Vite's build manifest (.vite/manifest.json) read here. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export const BUILD_MANIFEST = join('.vite', 'manifest.json');

function readManifest(clientDir: string): Manifest | null {
  const file = join(clientDir, BUILD_MANIFEST);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : null;
}

/** A chunk and every chunk it imports statically, as manifest keys. */
function withImports(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) withImports(manifest, imported, into);
  return into;
}

/** One thing a page's first screen needs: a read (an API answer) or a chunk of code. */
export interface Preload {
  kind: 'read' | 'code';
  href: string;
  /** For code only some screens need (a media query), else absent. */
  media?: string;
  /** A read of the page as opened without a query (a query changes what it reads first). */
  withoutQueryOnly?: true;
}

/** As a Link header value, sent with index.html: low-priority code, so the splash paints first. */
export function preloadsAsLinkHeader(preloads: readonly Preload[]): string | null {
  if (preloads.length === 0) return null;
  return preloads
    .map(({ kind, href, media }) =>
      kind === 'read'
        ? `<${href}>; rel=preload; as=fetch; crossorigin=use-credentials`
        : `<${href}>; rel=modulepreload; fetchpriority=low${media ? `; media="${media}"` : ''}`,
    )
    .join(', ');
}

/** On a shell's read that the starter drops when the page was opened with a query. */
export const WITHOUT_QUERY_ATTRIBUTE = 'data-without-query';

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * As <link> elements, for a prerendered shell's template of what to fetch once its first screen has
 * been painted (scripts/prerender-shells.mjs; the starter in vite.config.ts adds them to the head).
 */
export function preloadsAsLinkTags(preloads: readonly Preload[]): string {
  return preloads
    .map(({ kind, href, media, withoutQueryOnly }) =>
      kind === 'read'
        ? `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeAttribute(href)}"${withoutQueryOnly ? ` ${WITHOUT_QUERY_ATTRIBUTE}` : ''}>`
        : `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}"${media ? ` media="${escapeAttribute(media)}"` : ''}>`,
    )
    .join('');
}

/**
 * What a page's first screen needs beyond the entry: the code of the page at that address and, for
 * someone signed in, the layout's lazy parts and the page's first reads (contract/first-screen.ts).
 * Fetched together, the first screen waits for one round trip, not three. The entry's own chunks are
 * left out: index.html names them already. Each answer is worked out once.
 *
 * The reads are preloaded with credentials, as the API client fetches them, so its fetch takes the
 * preloaded answer; whether someone is signed in is the same hint cookie the client goes by.
 */
export function createPagePreloads(clientDir: string) {
  const manifest = readManifest(clientDir);
  const entryChunks = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest ?? {})) {
    if (chunk.isEntry) withImports(manifest ?? {}, key, entryChunks);
  }
  const known = new Map<string, Preload[]>();

  /**
   * The chunks of these modules and of what they import, less the entry's. A chunk that only modules
   * for some screens need is preloaded for those screens alone (`media`); one any other module needs,
   * for every screen.
   */
  function pageCode(modules: readonly ScreenModule[]): Preload[] {
    if (!manifest) return [];
    const mediaOf = new Map<string, Set<string | undefined>>();
    for (const { module, media } of modules) {
      for (const key of withImports(manifest, module)) {
        if (entryChunks.has(key)) continue;
        const medias = mediaOf.get(key) ?? new Set();
        medias.add(media);
        mediaOf.set(key, medias);
      }
    }
    return [...mediaOf].map(([key, medias]) => {
      const [only] = medias;
      const href = `/${manifest[key]?.file}`;
      return medias.size === 1 && only ? { kind: 'code', href, media: only } : { kind: 'code', href };
    });
  }

  /** What the page at this address (path and query) needs first: its reads, then its code. */
  function preloadsFor(url: string, signedIn: boolean): Preload[] {
    const [path = '/', query] = url.split('?');
    const id = pageIdFor(path);
    const showsAuth = isAuthPath(path) || !signedIn;
    const shown = showsAuth ? 'auth' : (id ?? 'notFound');
    const key = `${shown}|${showsAuth ? '' : query ? 'query' : 'plain'}`;
    const cached = known.get(key);
    if (cached) return cached;
    const page = PAGE_MODULES[shown];
    const modules = showsAuth ? [{ module: page }] : [{ module: page }, ...SIGNED_IN_MODULES];
    const pageReads = showsAuth || query || !id ? [] : (FIRST_READS[id] ?? []);
    const preloads: Preload[] = [
      ...(showsAuth ? [] : SIGNED_IN_READS).map((href): Preload => ({ kind: 'read', href })),
      ...pageReads.map((href): Preload => ({ kind: 'read', href, withoutQueryOnly: true })),
      ...pageCode(modules),
    ];
    known.set(key, preloads);
    return preloads;
  }

  return {
    preloadsFor,
    /** The Link header value for the page at this address, or null for none. */
    linkFor: (url: string, signedIn: boolean) => preloadsAsLinkHeader(preloadsFor(url, signedIn)),
  };
}

export type PagePreloads = ReturnType<typeof createPagePreloads>;
