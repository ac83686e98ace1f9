import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import packageJson from './package.json' with { type: 'json' };
import { renderFallbackScript } from './src/client/components/errors/render-fallback';
import { authModeScript } from './src/client/features/auth/lib/auth-mode-mark';
import { greetingScript } from './src/client/lib/greeting';
import { AFTER_PAINT_TEMPLATE_ID, APP_LOADING_ATTRIBUTE } from './src/client/lib/prerendered';
import { WITHOUT_QUERY_ATTRIBUTE } from './src/server/plugins/page-preloads';
import { iconSetOf, reachedByEntry, roleOf } from './vite-chunks';

const API_SERVER = 'http://127.0.0.1:5000';

// The light background of src/client/styles.css, also the browser's theme colour in index.html.
const BACKGROUND = '#f6f5f1';

/**
 * The service worker (src/client/sw/service-worker.ts) is built into dist/client/service-worker.js with
 * the list of files to precache injected; the page registers it itself (src/client/lib/version/).
 */
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/client/sw',
  filename: 'service-worker.ts',
  injectRegister: false,
  manifestFilename: 'manifest.webmanifest',
  includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
  manifest: {
    id: '/',
    name: 'Daily Retro',
    short_name: 'Daily Retro',
    description: 'A few quiet minutes a day to reflect, journal, notice your moods and keep your streaks.',
    lang: 'en',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: BACKGROUND,
    theme_color: BACKGROUND,
    categories: ['lifestyle', 'productivity'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  injectManifest: {
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
  },
});

/**
 * The render fallback as an inline script after #root: it must run even when the app's own scripts
 * fail to load (see src/client/components/errors/render-fallback.ts).
 */
const renderFallback: Plugin = {
  name: 'daily-retro-render-fallback',
  transformIndexHtml: () => [{ tag: 'script', children: renderFallbackScript(), injectTo: 'body' }],
};

/**
 * Fills the home shell's heading with the greeting before the first paint (src/client/lib/greeting.ts):
 * after #root, so the heading has been parsed; on other pages it finds no heading and does nothing.
 */
const greeting: Plugin = {
  name: 'daily-retro-greeting',
  transformIndexHtml: () => [{ tag: 'script', children: greetingScript(), injectTo: 'body' }],
};

/**
 * Marks <html> with the tab the sign-in page opens on, before the first paint, so its prerendered
 * shell shows that tab's heading (src/client/features/auth/lib/auth-mode-mark.ts).
 */
const authModeMark: Plugin = {
  name: 'daily-retro-auth-mode-mark',
  transformIndexHtml: () => [{ tag: 'script', children: authModeScript(), injectTo: 'head' }],
};

/**
 * The app's one stylesheet goes inline into index.html: the first screen paints as soon as the page
 * has arrived, with no request for a stylesheet to wait for (about 13 KB gzip, sent with the page,
 * which is never cached for long anyway). Its file stays, named by a disabled link, which the browser
 * does not fetch: the loader of lazy chunks finds the stylesheet already on the page and does not
 * load it again.
 */
const inlineStylesheet: Plugin = {
  name: 'daily-retro-inline-stylesheet',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, { bundle }) {
      if (!bundle) return html;
      return html.replace(
        /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
        (tag, file: string) => {
          const asset = bundle[file];
          if (asset?.type !== 'asset') return tag;
          return `<style>${String(asset.source)}</style><link rel="stylesheet" href="/${file}" disabled>`;
        },
      );
    },
  },
};

/**
 * Nothing the app's code needs is asked for until the page's first screen has been painted. The
 * entry's module script and its modulepreloads leave the HTML; a small inline module, after the next
 * frame, adds the preloads back (with those of a prerendered shell's template: its page's reads and
 * code, page-preloads.ts) and imports the entry. Fetched earlier, the scripts ran or arrived before the
 * first paint, and the prerendered shell waited for them, or was counted as waiting (decision records
 * 029 and 035). <html> carries APP_LOADING_ATTRIBUTE while the import is under way, for the render
 * fallback. A hidden tab, which paints no frames, starts at once; a page given no frame in
 * START_WITHOUT_A_FRAME_MS (a window the browser has stopped drawing, a starved machine) starts then.
 */
const START_WITHOUT_A_FRAME_MS = 1000;
const startAfterFirstPaint: Plugin = {
  name: 'daily-retro-start-after-first-paint',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html) {
      const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
      const match = html.match(entry);
      if (!match) throw new Error('index.html has no entry module script to start after the first paint');
      const preload = /<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">/g;
      const chunks = [match[1], ...[...html.matchAll(preload)].map((found) => found[1])];
      const starter = [
        `const html = document.documentElement;`,
        `html.setAttribute(${JSON.stringify(APP_LOADING_ATTRIBUTE)}, '');`,
        'const start = () => {',
        `  const shellNeeds = document.getElementById(${JSON.stringify(AFTER_PAINT_TEMPLATE_ID)});`,
        '  if (shellNeeds) {',
        `    if (location.search) for (const read of shellNeeds.content.querySelectorAll('[${WITHOUT_QUERY_ATTRIBUTE}]')) read.remove();`,
        '    document.head.append(shellNeeds.content);',
        '  }',
        `  for (const href of ${JSON.stringify(chunks)}) {`,
        "    const link = document.createElement('link');",
        "    link.rel = 'modulepreload';",
        "    link.crossOrigin = '';",
        '    link.href = href;',
        '    document.head.append(link);',
        '  }',
        `  import(${JSON.stringify(match[1])}).finally(() => html.removeAttribute(${JSON.stringify(APP_LOADING_ATTRIBUTE)}));`,
        '};',
        'let started = false;',
        'const startOnce = () => { if (!started) { started = true; start(); } };',
        "if (document.visibilityState === 'hidden') startOnce();",
        'else {',
        '  requestAnimationFrame(() => setTimeout(startOnce, 0));',
        `  setTimeout(startOnce, ${START_WITHOUT_A_FRAME_MS});`,
        '}',
      ].join('');
      return html.replace(preload, '').replace(entry, `<script type="module">${starter}</script>`);
    },
  },
};

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    renderFallback,
    greeting,
    authModeMark,
    inlineStylesheet,
    startAfterFirstPaint,
    pwa,
  ],
  define: {
    __BUILD_TIME__: JSON.stringify(process.env.BUILD_TIME ?? new Date().toISOString()),
    __APP_VERSION__: JSON.stringify(packageJson.version),
  },
  resolve: {
    alias: {
      // wouter imports the React 17 shim; React 19 ships the hook itself.
      'use-sync-external-store/shim/index.js': fileURLToPath(
        new URL('./src/client/lib/use-sync-external-store.ts', import.meta.url),
      ),
    },
  },
  build: {
    outDir: 'dist/client',
    // .vite/manifest.json: the server preloads each page's chunks from it (server/plugins/page-preloads.ts).
    manifest: true,
    // Every browser the build targets (es2022) supports modulepreload: no polyfill in the entry.
    // The entry's own imports are preloaded from index.html, and a lazy page's imports are fetched
    // with the page's chunk, not one round trip after it (the list costs the entry about 1 KB gzip).
    modulePreload: { polyfill: false },
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      // A feature's index.ts only re-exports (decision record 042). Marked free of side effects, an
      // import through it counts as an import of the module that holds the name, so the chunks are
      // cut as if the barrel were not there (without this, each page's first load grew 1.7-2.5 KB gzip).
      treeshake: {
        moduleSideEffects: [
          { test: /src[\\/]client[\\/]features[\\/][^\\/]+[\\/]index\.ts$/, sideEffects: false },
        ],
      },
      output: {
        // The chunks below never import each other in a circle (vite-chunks.ts says why, and
        // first-load-budget.spec.ts checks the build), so modules run in their source order without
        // rolldown's strictExecutionOrder, whose wrapper around every module cost each page 3-4 KB gzip.
        // React (react, react-dom and its scheduler) in its own long-cached chunk.
        codeSplitting: {
          // A group takes only the modules it names, not what they import: the page groups below
          // would otherwise pull the entry's own modules out of the entry's chunks.
          includeDependenciesRecursively: false,
          groups: [
            { name: 'react-dom', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 10 },
            // Infinite lists are only used by lazy pages (history, journal), and the mutation-state
            // hooks only by the gamification layer, which starts after the page settles: out of the
            // first load.
            {
              name: 'query',
              test: /node_modules[\\/]@tanstack[\\/](?!.*(infiniteQueryObserver|useInfiniteQuery|useMutationState))/,
              priority: 5,
            },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            // The client's shared core (API client, constants, small helpers, and the small resources whose
            // cache updates other resources call: streaks, badges, home, reports) in one chunk.
            {
              name: 'app-core',
              test: /src[\\/](contract[\\/](constants([\\/][a-z-]+)?|pages)|client[\\/]lib[\\/](api-client|cn|accent-cache|query-paths|drafts[\\/]save-state)|client[\\/]features[\\/]questions[\\/]lib[\\/]questions|client[\\/]features[\\/](gamification[\\/]api[\\/](streaks|badges|gamification-toasts|customization)|home[\\/]api[\\/]home|about[\\/]api[\\/]version|reports[\\/]api[\\/]reports))\.tsx?$/,
              priority: 3,
            },
            // The icon sets that name icons by string (badges and challenges, activities), each with the
            // icons only it uses, in a chunk of its own: merged into a neighbour by the rule below, a
            // set went wherever two pages shared a few hundred bytes (the journal loaded the badges').
            {
              name: (id, ctx) => iconSetOf(id, ctx),
              debugName: 'icon-sets',
              test: /gamification-icons\.ts$|activity-icon\.tsx$|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/,
              priority: 4,
            },
            // What the signed-in frame shares with pages: one chunk that every signed-in page loads
            // anyway (vite-chunks.ts).
            {
              name: (id, ctx) => roleOf(id, ctx),
              debugName: 'roles',
              test: /src[\\/](client|contract|domain)[\\/]/,
              priority: 2,
            },
            // What pages share (the app's components and helpers, the icons), grouped by the set of
            // chunks that use it, with sets under 1 KB (before minifying) merged into a neighbour: a page
            // fetches about twenty-five scripts, not forty of a few hundred bytes each, and loads little it
            // does not use (with 20 KB, every page carried 15-20 KB gzip of other pages' code, and two
            // chunks imported each other; with 3 KB, 2-7 KB gzip, the badge icons on /reports for one).
            // Decision records 028 and 052 have the thresholds tried.
            {
              name: (id, ctx) => (reachedByEntry(id, ctx) ? null : 'shared'),
              debugName: 'shared',
              test: /src[\\/](client|contract|domain)[\\/]|node_modules[\\/]lucide-react[\\/]/,
              minShareCount: 2,
              priority: 1,
              entriesAware: true,
              entriesAwareMergeThreshold: 1_000,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    // The Host header is left as the browser sent it: Vite's shorthand (a bare address) rewrites it to the
    // API server's, and the server then refuses every change as cross-site (its Origin check).
    proxy: {
      '/api': { target: API_SERVER, changeOrigin: false },
      '/healthz': { target: API_SERVER, changeOrigin: false },
      '/readyz': { target: API_SERVER, changeOrigin: false },
    },
  },
});
