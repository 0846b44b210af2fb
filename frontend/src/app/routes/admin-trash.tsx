import { TrashScreen } from '@/features/admin/trash/components/trash-screen.tsx';

/** /admin/trash — 'Thùng rác': deleted events, news and areas, restorable for 30 days. */
export default function AdminTrashPage() {
  return <TrashScreen />;
}
