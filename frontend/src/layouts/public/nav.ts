export const NAV_ITEMS = [
  { key: 'home', to: '/' },
  { key: 'discover', to: '/discover' },
  { key: 'event', to: '/event' },
  { key: 'news', to: '/news' },
  { key: 'booking', to: '/booking' },
  { key: 'contact', to: '/contact' },
] as const;

export type NavKey = (typeof NAV_ITEMS)[number]['key'];
