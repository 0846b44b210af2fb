import { InboxScreen } from '@/features/admin/inbox/components/inbox-screen.tsx';

/** /admin/inbox/bookings and /admin/inbox/messages — 'Đặt chỗ' and 'Liên hệ'. */
export default function AdminInboxPage() {
  return <InboxScreen />;
}
