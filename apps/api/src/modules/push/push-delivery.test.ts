import { pushAlertSchema, type Language, type SavedSearchForm } from '@freight/shared';
import { eq } from 'drizzle-orm';
import { importJWK, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../db/schema.js';
import { newCompanyOwner, type SignedInAccount } from '../../../test/company-factory.js';
import { createOrder, routePoint } from '../../../test/order-factory.js';
import { startPushService, type PushService } from '../../../test/push-receiver.js';
import { createTestApp, testDriver, type TestApp } from '../../../test/test-app.js';

const lane: SavedSearchForm = {
  name: 'Хоргос',
  origins: ['KZ'],
  destinations: [],
  bodyTypes: [],
  pushEnabled: true,
};

/** The VAPID public key (65 bytes, uncompressed P-256) as a JWK for jose. */
function vapidJwk(publicKey: string) {
  const raw = Buffer.from(publicKey, 'base64url');
  return {
    kty: 'EC',
    crv: 'P-256',
    x: raw.subarray(1, 33).toString('base64url'),
    y: raw.subarray(33, 65).toString('base64url'),
  };
}

describe(`Web Push alerts (${testDriver})`, () => {
  let ctx: TestApp;
  let pushService: PushService;
  let forwarder: SignedInAccount;

  beforeAll(async () => {
    pushService = await startPushService();
    ctx = await createTestApp({ pushAllowHttp: true });
    forwarder = await newCompanyOwner(ctx.app, 'FORWARDER');
  });
  afterAll(async () => {
    await ctx.close();
    await pushService.close();
  });

  /** A new carrier with one device; with its saved search, each matching load pushes too. */
  async function subscribedCarrier(
    options: { deviceStatus?: number; language?: Language; savedSearch?: boolean } = {},
  ) {
    const carrier = await newCompanyOwner(ctx.app, 'CARRIER');
    const device = pushService.newDevice(options.deviceStatus ?? 201);
    const subscribed = await ctx.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: carrier.headers,
      payload: { ...device.subscription, language: options.language ?? 'kz' },
    });
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    if (options.savedSearch ?? true) {
      const saved = await ctx.app.inject({
        method: 'POST',
        url: '/api/saved-searches',
        headers: carrier.headers,
        payload: lane,
      });
      expect(saved.statusCode).toBe(201);
    }
    return { carrier, device };
  }

  /** The push the device received, once exactly one has come. */
  async function theOnePushTo(device: { subscription: { endpoint: string } }) {
    const path = new URL(device.subscription.endpoint).pathname;
    const pushes = () => pushService.received.filter((push) => push.path === path);
    await expect.poll(() => pushes().length, { timeout: 15_000 }).toBe(1);
    return pushes()[0]!;
  }

  const publish = () =>
    createOrder(ctx.app, forwarder, {
      route: [routePoint('LOADING', 'Хоргос'), routePoint('UNLOADING', 'Ташкент')],
    });

  const devicesOf = (userId: string) =>
    ctx.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

  it('gives the VAPID public key the browser subscribes with', async () => {
    const carrier = await newCompanyOwner(ctx.app, 'CARRIER');
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/push/public-key',
      headers: carrier.headers,
    });
    expect(response.json()).toEqual({ publicKey: ctx.config.vapid.publicKey });
    expect(Buffer.from(ctx.config.vapid.publicKey, 'base64url')).toHaveLength(65);
  });

  it('posts an encrypted alert in the device’s language, signed for the push service', async () => {
    const { carrier, device } = await subscribedCarrier();
    const order = await publish();
    const push = await theOnePushTo(device);

    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push.headers.ttl)).toBeGreaterThan(0);
    const alert = pushAlertSchema.parse(JSON.parse(device.decrypt(push.body)));
    expect(alert).toEqual({
      title: '«Хоргос»: жаңа жүк',
      body: `№${order.number}, Хоргос → Ташкент, тиеу ${order.plannedLoadingDate}`,
      link: `/view-request/${order.id}`,
      tag: `order-${order.id}`,
    });

    // RFC 8292: a JWT for the push service's origin, signed with the key the browser was given.
    const match = /^vapid t=([^,]+), k=(.+)$/.exec(String(push.headers.authorization));
    expect(match?.[2]).toBe(ctx.config.vapid.publicKey);
    const key = await importJWK(vapidJwk(ctx.config.vapid.publicKey), 'ES256');
    const { payload, protectedHeader } = await jwtVerify(match?.[1] ?? '', key, {
      audience: pushService.origin,
    });
    expect(protectedHeader.alg).toBe('ES256');
    expect(payload.sub).toBe(ctx.config.vapid.subject);
    expect(payload.exp).toBeGreaterThan(Date.now() / 1000);

    const [stored] = await devicesOf(carrier.user.id);
    expect(stored?.lastSuccessAt).not.toBeNull();
  });

  it('pushes an invitation to the invited carrier’s devices in their language, once', async () => {
    // No saved search: the only push this carrier can get is the invitation's.
    const { carrier, device } = await subscribedCarrier({ language: 'ru', savedSearch: false });
    const order = await publish();
    const invite = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/orders/${order.id}/invitations`,
        headers: forwarder.headers,
        payload: { carrierCompanyId: carrier.company.id },
      });
    expect((await invite()).statusCode).toBe(201);
    const push = await theOnePushTo(device);
    expect(pushAlertSchema.parse(JSON.parse(device.decrypt(push.body)))).toEqual({
      title: `Приглашение на заявку №${order.number}`,
      body: `${forwarder.company!.name} приглашает вас откликнуться: Хоргос → Ташкент`,
      link: `/view-request/${order.id}`,
      tag: `order-${order.id}`,
    });

    // A repeat answers the first invitation and queues no second push.
    expect((await invite()).statusCode).toBe(200);
    const [stored] = await devicesOf(carrier.user.id);
    const queued = await ctx.database.executeSql(
      `select count(*)::int as pushes from pgboss.job where name = 'send-push' and data->>'subscriptionId' = $1`,
      [stored!.id],
    );
    expect(queued.rows).toEqual([{ pushes: 1 }]);
  });

  it('deletes a subscription its push service says is gone (410)', async () => {
    const { carrier, device } = await subscribedCarrier({ deviceStatus: 410 });
    expect(await devicesOf(carrier.user.id)).toHaveLength(1);
    await publish();
    const path = new URL(device.subscription.endpoint).pathname;
    await expect
      .poll(() => pushService.received.some((push) => push.path === path), { timeout: 15_000 })
      .toBe(true);
    await expect.poll(async () => (await devicesOf(carrier.user.id)).length).toBe(0);
  });

  it('keeps one subscription per endpoint and forgets it on unsubscribe', async () => {
    const first = await newCompanyOwner(ctx.app, 'CARRIER');
    const second = await newCompanyOwner(ctx.app, 'CARRIER');
    const device = pushService.newDevice();
    for (const account of [first, second]) {
      await ctx.app.inject({
        method: 'POST',
        url: '/api/push/subscriptions',
        headers: account.headers,
        payload: device.subscription,
      });
    }
    // The device now belongs to whoever subscribed on it last.
    expect(await devicesOf(first.user.id)).toHaveLength(0);
    expect(await devicesOf(second.user.id)).toHaveLength(1);
    const foreign = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/push/subscriptions',
      headers: first.headers,
      payload: { endpoint: device.subscription.endpoint },
    });
    expect(foreign.statusCode).toBe(404);
    const own = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/push/subscriptions',
      headers: second.headers,
      payload: { endpoint: device.subscription.endpoint },
    });
    expect(own.statusCode).toBe(200);
    expect(await devicesOf(second.user.id)).toHaveLength(0);
  });

  it('refuses malformed keys and, unless allowed, a plain-http endpoint', async () => {
    const carrier = await newCompanyOwner(ctx.app, 'CARRIER');
    const device = pushService.newDevice();
    const badKeys = await ctx.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: carrier.headers,
      payload: { ...device.subscription, keys: { p256dh: 'short', auth: '!!' } },
    });
    expect(badKeys.statusCode).toBe(400);
    expect(badKeys.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { 'keys.p256dh': 'validation.invalid', 'keys.auth': 'validation.invalid' },
    });
    const strict = await createTestApp({}, { database: ctx.database });
    try {
      const plain = await strict.app.inject({
        method: 'POST',
        url: '/api/push/subscriptions',
        headers: carrier.headers,
        payload: device.subscription,
      });
      expect(plain.statusCode).toBe(400);
      expect(plain.json()).toMatchObject({ fields: { endpoint: 'validation.invalid' } });
    } finally {
      await strict.close();
    }
    expect(await devicesOf(carrier.user.id)).toHaveLength(0);
  });
});
