// The about feature's public surface: other features and the shell import only from here.
export { useServerVersion } from './api/version';
