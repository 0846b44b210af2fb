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
import type { AdminKey } from '@/features/admin/i18n/index.ts';
import { ADMIN_PATHS, PAGE_PATHS } from '@gateway/lib/site-paths.ts';

export interface AdminNavItem {
  /** Shown in Vietnamese (spec §2's labels); the English is ready in the dictionary. */
  label: AdminKey;
  to: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
  badge?: 'newBookings' | 'unhandledMessages';
}

/** Beyond the spec, first: the staff's day (the landing page) and check-in at the door. */
export const DAY_NAV: AdminNavItem[] = [
  { label: 'nav.dashboard', to: ADMIN_PATHS.dashboard, icon: IconLayoutDashboard },
  { label: 'nav.door', to: ADMIN_PATHS.door, icon: IconDoorEnter },
];

/** Spec §2 (Admin layout), in its order, then the inbox entries beyond the spec. */
export const ADMIN_NAV: AdminNavItem[] = [
  { label: 'nav.general', to: ADMIN_PATHS.general, icon: IconSettings },
  { label: 'nav.introduction', to: ADMIN_PATHS.introduction, icon: IconInfoCircle },
  { label: 'nav.discover', to: ADMIN_PATHS.discover, icon: IconCompass },
  { label: 'nav.events', to: ADMIN_PATHS.events, icon: IconCalendarEvent },
  { label: 'nav.news', to: ADMIN_PATHS.news, icon: IconNews },
  { label: 'nav.home', to: PAGE_PATHS.home, icon: IconHome },
];

export const INBOX_NAV: AdminNavItem[] = [
  { label: 'nav.bookings', to: ADMIN_PATHS.bookings, icon: IconTicket, badge: 'newBookings' },
  { label: 'nav.messages', to: ADMIN_PATHS.messages, icon: IconMail, badge: 'unhandledMessages' },
];

/** Administrators only: the team, the mails the site wrote and who changed what. */
export const TEAM_NAV: AdminNavItem[] = [
  { label: 'nav.staff', to: ADMIN_PATHS.staff, icon: IconUsers },
  { label: 'nav.outbox', to: ADMIN_PATHS.outbox, icon: IconSend },
  { label: 'nav.audit', to: ADMIN_PATHS.audit, icon: IconListCheck },
];
/** Everyone signed in: their own name, password and sessions. */
export const ACCOUNT_NAV: AdminNavItem[] = [
  { label: 'nav.account', to: ADMIN_PATHS.account, icon: IconUserCircle },
];
/** Beyond the spec: deleted content, restorable for 30 days. */
export const TOOLS_NAV: AdminNavItem[] = [{ label: 'nav.trash', to: ADMIN_PATHS.trash, icon: IconTrash }];
