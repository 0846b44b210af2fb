import '@mantine/core/styles.layer.css';
import { AcceptInvitation } from '@/features/admin/auth/components/accept-invitation.tsx';

/** /admin/accept-invitation#token=…: the invited person chooses a password (the link works once). */
export default function AdminAcceptInvitationPage() {
  return <AcceptInvitation />;
}
