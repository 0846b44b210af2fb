import '@mantine/notifications/styles.layer.css';
import { Notifications } from '@mantine/notifications';
import { TOAST } from '@/theme.ts';

/** Mantine's toast container, loaded by LazyNotifications when the first toast is shown. */
export default function NotificationsHost() {
  return <Notifications position="top-right" autoClose={TOAST.duration} zIndex={TOAST.zIndex} />;
}
