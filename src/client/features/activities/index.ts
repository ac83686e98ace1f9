// The activities feature's public surface: other features and the shell import only from here. Its
// screens load when first shown, so no page's first load carries them (decision record 046).
export { ActivityManager, ActivityPicker, DayActivities, GoodDaysSection } from './components/lazy-surfaces';
