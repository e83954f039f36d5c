import type { Notification } from '@freight/shared';
import { i18n } from '../../../lib/i18n/i18n';

const PLACEHOLDER = /{{\s*([\w.]+)/g;

/**
 * A notification in the reader's language: `notifications:types.<type>` filled with its params.
 * An unknown type, or a text naming a param the notification lacks, falls back to the server's
 * `message` rather than showing a bare `{{placeholder}}`.
 */
export function notificationText(notification: Notification): string {
  const key = `notifications:types.${notification.type}`;
  if (!i18n.exists(key)) return notification.message;
  const template = i18n.t(key, { skipInterpolation: true });
  const needed = [...template.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
  if (needed.some((name) => !(name in notification.params))) return notification.message;
  return i18n.t(key, notification.params);
}
