import webPush from 'web-push';
import type { PushSubscriptionRow } from './push-repo.js';

/** The server's VAPID identity (config.ts). */
export interface VapidIdentity {
  subject: string;
  publicKey: string;
  privateKey: string;
}

/** How long a push service keeps an alert for a device that is offline: a day. */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;
const REQUEST_TIMEOUT_MS = 15_000;

/**
 * Posts one Web Push message (RFC 8030) to the device's push service: web-push encrypts the
 * payload for the device (aes128gcm, RFC 8291/8188) and signs the VAPID header (RFC 8292);
 * the request goes out through fetch, so no proxy or agent of web-push's is involved.
 * Answers the push service's status code.
 */
export async function postPushMessage(
  subscription: Pick<PushSubscriptionRow, 'endpoint' | 'p256dh' | 'auth'>,
  payload: string,
  vapid: VapidIdentity,
): Promise<number> {
  const request = webPush.generateRequestDetails(
    {
      endpoint: subscription.endpoint,
      keys: { p256dh: subscription.p256dh, auth: subscription.auth },
    },
    payload,
    { vapidDetails: vapid, TTL: TIME_TO_LIVE_SECONDS, contentEncoding: 'aes128gcm' },
  );
  // fetch counts the body itself.
  const headers = Object.fromEntries(
    Object.entries(request.headers).filter(([name]) => name.toLowerCase() !== 'content-length'),
  );
  const response = await fetch(request.endpoint, {
    method: request.method,
    headers,
    body: new Uint8Array(request.body),
    redirect: 'manual',
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  await response.body?.cancel();
  return response.status;
}
