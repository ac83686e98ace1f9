/// <reference types="vite/client" />

/** ISO timestamp of the build, set by vite.config.ts. */
declare const __BUILD_TIME__: string;
