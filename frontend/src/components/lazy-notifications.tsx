import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

const NotificationsHost = lazy(() => import('./notifications-host.tsx'));

/**
 * Mantine's <Notifications> (its container, transitions, drag to dismiss: ~15 kB gzip) is
 * imported when the first toast is queued: most visits show none, and the toast store works
 * without it, so a toast shown before it arrives appears once it has (a smaller public bundle).
 */
export function LazyNotifications() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && (notifications.length > 0 || queue.length > 0)) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  );
}
