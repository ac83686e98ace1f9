// The home cards of gamification, in one chunk of their own that home loads alongside its summary.
export { MoodCheckIn } from './mood-check-in';
export { StreaksCard } from './streaks-card';
