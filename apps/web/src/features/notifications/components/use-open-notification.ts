import type { Notification } from '@freight/shared';
import { useNavigate } from 'react-router';
import { useMarkNotificationRead } from '../api/mark-read';

/** Opening a notification marks it read and, when it points somewhere in the app, goes there. */
export function useOpenNotification(afterOpen?: () => void): (notification: Notification) => void {
  const navigate = useNavigate();
  const markRead = useMarkNotificationRead();
  return (notification) => {
    if (notification.isNew) markRead.mutate(notification.id);
    afterOpen?.();
    if (notification.link?.startsWith('/')) void navigate(notification.link);
  };
}
