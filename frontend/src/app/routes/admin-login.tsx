import '@mantine/core/styles.layer.css';
import { SignIn } from '@/features/admin/auth/components/sign-in.tsx';

/** /admin: the sign-in screen; success opens the page that was asked for, else /admin/general. */
export default function AdminLoginPage() {
  return <SignIn />;
}
