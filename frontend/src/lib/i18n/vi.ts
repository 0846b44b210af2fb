export const vi = {
  nav: {
    home: 'TRANG CHỦ',
    discover: 'KHÁM PHÁ',
    event: 'SỰ KIỆN',
    news: 'TIN TỨC',
    booking: 'ĐẶT CHỖ',
    contact: 'LIÊN HỆ',
  },
  common: {
    loading: 'Đang tải...',
    sitemap: 'Sitemap',
    openMenu: 'Mở menu',
    closeMenu: 'Đóng menu',
    language: 'Ngôn ngữ',
  },
  footer: {
    contactInfo: 'Thông tin liên hệ',
    address: 'Địa chỉ',
    phone: 'Điện thoại',
    email: 'Email',
  },
};
export type Messages = typeof vi;
