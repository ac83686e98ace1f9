import { PAGES, type PageId } from '#client/lib/route-table';

const APP_NAME = 'Daily Retro';

/** The window title of a signed-in page (and of its prerendered shell): the page, then the app. */
export function documentTitleFor(page: PageId | undefined): string {
  if (page === 'home') return APP_NAME;
  return `${page ? PAGES[page].title : 'Page not found'} · ${APP_NAME}`;
}
