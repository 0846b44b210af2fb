import { PAGE_PATHS } from '@gateway/lib/site-paths.ts';

export const NAV_ITEMS = [
  { key: 'home', to: PAGE_PATHS.home },
  { key: 'discover', to: PAGE_PATHS.discover },
  { key: 'event', to: PAGE_PATHS.events },
  { key: 'news', to: PAGE_PATHS.news },
  { key: 'booking', to: PAGE_PATHS.booking },
  { key: 'contact', to: PAGE_PATHS.contact },
] as const;

export type NavKey = (typeof NAV_ITEMS)[number]['key'];
