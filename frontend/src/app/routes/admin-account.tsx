import { AccountScreen } from '@/features/admin/account/components/account-screen.tsx';

/** /admin/account: everyone signed in sees and changes their own name, password and sessions. */
export default function AdminAccountPage() {
  return <AccountScreen />;
}
