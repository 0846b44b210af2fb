import '@mantine/core/styles.layer.css';
import { ResetPassword } from '@/features/admin/auth/components/reset-password.tsx';

/** /admin/reset-password#token=…: choose a new password; every session of the account ends. */
export default function AdminResetPasswordPage() {
  return <ResetPassword />;
}
