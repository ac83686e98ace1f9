/// <reference types="vite/client" />

/** ISO timestamp of the build, set by vite.config.ts. */
declare const __BUILD_TIME__: string;

/** The app's version (package.json), set by vite.config.ts. */
declare const __APP_VERSION__: string;
