import '@mantine/core/styles.layer.css';
import { ForgotPassword } from '@/features/admin/auth/components/forgot-password.tsx';

/** /admin/forgot-password: asks for a reset link; the answer is the same for any address. */
export default function AdminForgotPasswordPage() {
  return <ForgotPassword />;
}
