import { StaffScreen } from '@/features/admin/staff/components/staff-screen.tsx';

/** /admin/staff: administrators manage the team; editors are told it is not for them. */
export default function AdminStaffPage() {
  return <StaffScreen />;
}
