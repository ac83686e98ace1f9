import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  FIRST_READS,
  PAGE_MODULES,
  type ScreenModule,
  SIGNED_IN_MODULES,
  SIGNED_IN_READS,
} from '../../contract/first-screen';
import { isAuthPath, pageIdFor } from '../../contract/pages';

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

/**
 * The Link header sent with the app's page (client-app.ts): the code of the page at that address and,
 * for someone signed in, the layout's lazy parts and the page's first reads (contract/first-screen.ts), as preloads. The browser
 * starts them while it reads the page, so the first screen waits for one round trip, not three. The
 * entry's own chunks are left out: index.html preloads them already. Each answer is worked out once.
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
  const known = new Map<string, string | null>();

  /**
   * The chunks of these modules and of what they import, less the entry's. A chunk that only modules
   * for some screens need is preloaded for those screens alone (`media`); one any other module needs,
   * for every screen.
   */
  function pageCode(modules: readonly ScreenModule[]): string[] {
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
      const media = medias.size === 1 && only ? `; media="${only}"` : '';
      return `</${manifest[key]?.file}>; rel=modulepreload; fetchpriority=low${media}`;
    });
  }

  return {
    /** The Link header value for the page at this address (path and query), or null for none. */
    linkFor(url: string, signedIn: boolean): string | null {
      const [path = '/', query] = url.split('?');
      const id = pageIdFor(path);
      const showsAuth = isAuthPath(path) || !signedIn;
      const shown = showsAuth ? 'auth' : (id ?? 'notFound');
      const key = `${shown}|${showsAuth ? '' : query ? 'query' : 'plain'}`;
      const cached = known.get(key);
      if (cached !== undefined) return cached;
      const page = PAGE_MODULES[shown];
      const modules = showsAuth ? [{ module: page }] : [{ module: page }, ...SIGNED_IN_MODULES];
      const reads = showsAuth ? [] : [...SIGNED_IN_READS, ...(query || !id ? [] : (FIRST_READS[id] ?? []))];
      const links = [
        ...reads.map((read) => `<${read}>; rel=preload; as=fetch; crossorigin=use-credentials`),
        ...pageCode(modules),
      ];
      const value = links.length > 0 ? links.join(', ') : null;
      known.set(key, value);
      return value;
    },
  };
}

export type PagePreloads = ReturnType<typeof createPagePreloads>;
