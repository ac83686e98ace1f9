// The retro-history feature's public surface: other features and the shell import only from here.
export { refreshRetroHistory, retroHistoryKeys } from './api/retro-history';
