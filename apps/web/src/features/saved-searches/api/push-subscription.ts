import {
  okResponseSchema,
  pushPublicKeySchema,
  type Language,
  type PushSubscriptionRequest,
} from '@freight/shared';
import { http } from '../../../lib/http/http-client';

/** Whether this browser can take alerts while the app is closed (Push API, service worker). */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The worker may not be registered (yet, or ever: a blocked one): then nothing is subscribed. */
async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return registration ? registration.pushManager.getSubscription() : null;
}

export async function deviceSubscribed(): Promise<boolean> {
  if (!pushSupported()) return false;
  return (await currentSubscription()) !== null && Notification.permission === 'granted';
}

const fromBase64Url = (text: string) =>
  Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));

/**
 * Asks the user's permission, subscribes the browser with the server's VAPID key and gives
 * the subscription to the server. Answers false when the user refused.
 */
export async function subscribeDevice(language: Language): Promise<boolean> {
  if ((await Notification.requestPermission()) !== 'granted') return false;
  const { publicKey } = await http.get('/push/public-key', pushPublicKeySchema);
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: fromBase64Url(publicKey),
    }));
  const json = subscription.toJSON() as Omit<PushSubscriptionRequest, 'language'>;
  await http.post('/push/subscriptions', okResponseSchema, { ...json, language });
  return true;
}

export async function unsubscribeDevice(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  // Unsubscribed here whatever the server says: a push to a dead endpoint deletes it there.
  await http
    .request('/push/subscriptions', okResponseSchema, {
      method: 'DELETE',
      body: { endpoint: subscription.endpoint },
      showErrors: false,
    })
    .catch(() => undefined);
  await subscription.unsubscribe();
}
