import { OutboxScreen } from '@/features/admin/outbox/components/outbox-screen.tsx';

/** /admin/outbox: every mail the site wrote, with its HTML preview; admins only. */
export default function AdminOutboxPage() {
  return <OutboxScreen />;
}
