/** Query keys of the retro feature; history keys start with the history path so they can be invalidated together. */
export const retroKeys = {
  all: ['/api/retro'] as const,
  today: ['/api/retro/today'] as const,
  byDate: (date: string) => ['/api/retro', date] as const,
  history: ['/api/retro/history'] as const,
  home: ['/api/home'] as const,
  /** The path every progress report's key (the year in pixels too) starts with; a retro feeds them. */
  reports: ['/api/progress-reports'] as const,
};
