import { DoorScreen } from '@/features/admin/door/components/door-screen.tsx';

/** /admin/door — 'Tại cửa': checking today's guests in, on a phone. */
export default function AdminDoorPage() {
  return <DoorScreen />;
}
