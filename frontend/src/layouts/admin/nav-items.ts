import {
  IconCalendarEvent,
  IconCompass,
  IconDoorEnter,
  IconLayoutDashboard,
  IconHome,
  IconInfoCircle,
  IconListCheck,
  IconMail,
  IconNews,
  IconSend,
  IconSettings,
  IconTicket,
  IconUsers,
  IconTrash,
  IconUserCircle,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';

export interface AdminNavItem {
  label: string;
  to: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
  badge?: 'newBookings' | 'unhandledMessages';
}

/** Beyond the spec, first: the staff's day (the landing page) and check-in at the door. */
export const DAY_NAV: AdminNavItem[] = [
  { label: 'Tổng quan', to: '/admin/dashboard', icon: IconLayoutDashboard },
  { label: 'Tại cửa', to: '/admin/door', icon: IconDoorEnter },
];

/** Spec §2 (Admin layout), in its order, then the inbox entries beyond the spec. */
export const ADMIN_NAV: AdminNavItem[] = [
  { label: 'Chung', to: '/admin/general', icon: IconSettings },
  { label: 'Giới thiệu', to: '/admin/instroduct', icon: IconInfoCircle },
  { label: 'Khám phá', to: '/admin/discover', icon: IconCompass },
  { label: 'Sự kiện', to: '/admin/events', icon: IconCalendarEvent },
  { label: 'Tin tức', to: '/admin/news', icon: IconNews },
  { label: 'Trang chủ', to: '/', icon: IconHome },
];

export const INBOX_NAV: AdminNavItem[] = [
  { label: 'Đặt chỗ', to: '/admin/inbox/bookings', icon: IconTicket, badge: 'newBookings' },
  { label: 'Liên hệ', to: '/admin/inbox/messages', icon: IconMail, badge: 'unhandledMessages' },
];

/** Administrators only: the team, the mails the site wrote and who changed what. */
export const TEAM_NAV: AdminNavItem[] = [
  { label: 'Nhân sự', to: '/admin/staff', icon: IconUsers },
  { label: 'Hộp thư đi', to: '/admin/outbox', icon: IconSend },
  { label: 'Nhật ký', to: '/admin/audit', icon: IconListCheck },
];
/** Everyone signed in: their own name, password and sessions. */
export const ACCOUNT_NAV: AdminNavItem[] = [
  { label: 'Tài khoản', to: '/admin/account', icon: IconUserCircle },
];
/** Beyond the spec: deleted content, restorable for 30 days. */
export const TOOLS_NAV: AdminNavItem[] = [{ label: 'Thùng rác', to: '/admin/trash', icon: IconTrash }];
