import type { Messages } from './vi.ts';

export const en: Messages = {
  nav: {
    home: 'HOME',
    discover: 'DISCOVER',
    event: 'EVENT',
    news: 'NEWS',
    booking: 'BOOKING',
    contact: 'CONTACT',
  },
  common: {
    loading: 'Đang tải...',
    sitemap: 'Sitemap',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    language: 'Language',
  },
  footer: {
    contactInfo: 'CONTACT INFORMATION',
    address: 'Address',
    phone: 'Phone',
    email: 'Email',
  },
};
