// The daily-retro feature's public surface: other features and the shell import only from here.
export {
  retroCompletionKind,
  retroDraftKind,
  useRetro,
  useRetroToday,
  YESTERDAY_RETRO_PATH,
} from './api/retro';
