import { useReactiveVar } from '@apollo/client/react';
import { notifications, type NotificationData } from '@mantine/notifications';

type NotificationPosition = NonNullable<NotificationData['position']>;
import { useEffect } from 'react';
import { authVar, clearNotification, type ToastPosition } from '@/lib/state.ts';
import { TOAST } from '@/theme.ts';

/** The spec's 'top' and 'bottom' are Mantine's centred positions. */
export function mantinePosition(position: ToastPosition = 'top-right'): NotificationPosition {
  if (position === 'top') return 'top-center';
  if (position === 'bottom') return 'bottom-center';
  return position;
}

const COLORS = { info: 'blue', warning: 'yellow', success: 'teal', error: 'red', loading: 'gold' } as const;

/** Shows the auth slice's notification (spec §3) as a Mantine toast, then clears it. */
export function NotificationBridge() {
  const { notification } = useReactiveVar(authVar);
  useEffect(() => {
    if (!notification) return;
    notifications.show({
      id: notification.id,
      message: notification.message,
      position: mantinePosition(notification.position),
      autoClose: notification.status === 'loading' ? false : (notification.duration ?? TOAST.duration),
      loading: notification.status === 'loading',
      color: COLORS[notification.status],
    });
    clearNotification();
  }, [notification]);
  return null;
}
