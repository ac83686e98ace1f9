import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import packageJson from './package.json' with { type: 'json' };
import { renderFallbackScript } from './src/client/components/errors/render-fallback';

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

export default defineConfig({
  plugins: [react(), tailwindcss(), renderFallback, pwa],
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
    // Every browser the build targets (es2022) supports modulepreload: no polyfill in the entry.
    // The entry's own imports are preloaded from index.html. Lazy chunks load their imports when they
    // run instead of from a list of every chunk's dependencies in the entry (1.3 KB gzip of file
    // names); after the first visit the service worker serves them all from its cache.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // React in its own long-cached chunk; the form libraries out of the sign-in page chunk so every
        // lazy chunk stays small. React has the higher priority so the form group cannot capture it.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 10 },
            // Infinite lists are only used by lazy pages (history, journal), and the mutation-state
            // hooks only by the gamification layer, which starts after the page settles: out of the
            // first load.
            {
              name: 'query',
              test: /node_modules[\\/]@tanstack[\\/](?!.*(infiniteQueryObserver|useInfiniteQuery|useMutationState))/,
              priority: 5,
            },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            // The client's shared core (API client, constants, cache keys, small helpers) in one chunk.
            {
              name: 'app-core',
              test: /src[\\/](contract[\\/]constants|client[\\/]lib[\\/](api-client|cn|accent-cache)|client[\\/]features[\\/]questions[\\/]lib[\\/]questions|client[\\/]features[\\/]gamification[\\/]api[\\/](gamification-keys|update-streak|gamification-toasts|use-customization|fetch-or-throw))\.tsx?$/,
            },
            { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': API_SERVER,
      '/healthz': API_SERVER,
      '/readyz': API_SERVER,
    },
  },
});
