import { DEFAULT_APP_VERSION } from '#contract/constants';
import packageJson from '../../package.json' with { type: 'json' };

declare const __BUILD_TIME__: string | undefined;

/** Set by the build; a server run from the sources reports its own start instead. */
const buildTime = typeof __BUILD_TIME__ === 'string' ? __BUILD_TIME__ : new Date().toISOString();

export const buildInfo = {
  version: packageJson.version ?? DEFAULT_APP_VERSION,
  buildTime,
  buildDate: buildTime.slice(0, 10),
} as const;
