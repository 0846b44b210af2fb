import {
  IconCalendarEvent,
  IconCompass,
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
import { ADMIN_PATHS, PAGE_PATHS } from '@gateway/lib/site-paths.ts';

export interface AdminNavItem {
  label: string;
  to: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
  badge?: 'newBookings' | 'unhandledMessages';
}

/** Spec §2 (Admin layout), in its order, then the inbox entries beyond the spec. */
export const ADMIN_NAV: AdminNavItem[] = [
  { label: 'Chung', to: ADMIN_PATHS.general, icon: IconSettings },
  { label: 'Giới thiệu', to: ADMIN_PATHS.introduction, icon: IconInfoCircle },
  { label: 'Khám phá', to: ADMIN_PATHS.discover, icon: IconCompass },
  { label: 'Sự kiện', to: ADMIN_PATHS.events, icon: IconCalendarEvent },
  { label: 'Tin tức', to: ADMIN_PATHS.news, icon: IconNews },
  { label: 'Trang chủ', to: PAGE_PATHS.home, icon: IconHome },
];

export const INBOX_NAV: AdminNavItem[] = [
  { label: 'Đặt chỗ', to: ADMIN_PATHS.bookings, icon: IconTicket, badge: 'newBookings' },
  { label: 'Liên hệ', to: ADMIN_PATHS.messages, icon: IconMail, badge: 'unhandledMessages' },
];

/** Administrators only: the team, the mails the site wrote and who changed what. */
export const TEAM_NAV: AdminNavItem[] = [
  { label: 'Nhân sự', to: ADMIN_PATHS.staff, icon: IconUsers },
  { label: 'Hộp thư đi', to: ADMIN_PATHS.outbox, icon: IconSend },
  { label: 'Nhật ký', to: ADMIN_PATHS.audit, icon: IconListCheck },
];
/** Everyone signed in: their own name, password and sessions. */
export const ACCOUNT_NAV: AdminNavItem[] = [
  { label: 'Tài khoản', to: ADMIN_PATHS.account, icon: IconUserCircle },
];
/** Beyond the spec: deleted content, restorable for 30 days. */
export const TOOLS_NAV: AdminNavItem[] = [{ label: 'Thùng rác', to: ADMIN_PATHS.trash, icon: IconTrash }];
