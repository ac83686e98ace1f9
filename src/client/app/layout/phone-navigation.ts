// The phone's frame (below 768 px), loaded only on narrow screens.
export { BottomNav } from './bottom-nav';
export { MobileHeader } from './mobile-header';
