import type { RunningVersion } from './version-rules';

/** The version and build time of the code running in this page (set at build time). */
export const RUNNING_VERSION: RunningVersion = { version: __APP_VERSION__, buildTime: __BUILD_TIME__ };
