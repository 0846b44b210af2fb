import { DashboardScreen } from '@/features/admin/dashboard/components/dashboard-screen.tsx';

/** /admin/dashboard — 'Tổng quan', the page staff land on after signing in. */
export default function AdminDashboardPage() {
  return <DashboardScreen />;
}
