import { ValidationMessage, type PushSubscriptionRequest } from '@freight/shared';
import type { AuthUser } from '../../platform/auth/access-token.js';
import { assertPermission } from '../../platform/auth/guard.js';
import { AppError, notFound } from '../../platform/errors/app-error.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import { deleteOwnPushSubscription, upsertPushSubscription } from './push-repo.js';

/** The key a browser subscribes with (`applicationServerKey`): the server's VAPID public key. */
export function pushPublicKey(actor: AuthUser, vapidPublicKey: string): { publicKey: string } {
  assertPermission(actor, 'manage:push_subscription:self');
  return { publicKey: vapidPublicKey };
}

/**
 * Keeps this device's subscription for the caller; the endpoint is the device's, so one
 * subscribing again takes it over. A plain-http endpoint is refused unless the server allows
 * it (tests' loopback push service): the server would otherwise post wherever a user says.
 */
export async function subscribeToPush(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  request: Required<PushSubscriptionRequest>,
  device: { userAgent: string | null; allowHttp: boolean },
): Promise<void> {
  assertPermission(actor, 'manage:push_subscription:self');
  if (!device.allowHttp && !request.endpoint.startsWith('https://')) {
    throw new AppError('VALIDATION_FAILED', { fields: { endpoint: ValidationMessage.INVALID } });
  }
  await upsertPushSubscription(db, {
    userId: actor.id,
    endpoint: request.endpoint,
    p256dh: request.keys.p256dh,
    auth: request.keys.auth,
    userAgent: device.userAgent?.slice(0, 500) ?? null,
    language: request.language,
  });
}

/** Forgets this device: alerts stop reaching it. Another user's endpoint answers 404. */
export async function unsubscribeFromPush(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  endpoint: string,
): Promise<void> {
  assertPermission(actor, 'manage:push_subscription:self');
  if (!(await deleteOwnPushSubscription(db, actor.id, endpoint))) throw notFound();
}
