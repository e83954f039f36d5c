import { Role } from '@freight/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  newCompanyOwner,
  newCompanyStaff,
  newPlatformAccount,
  type SignedInAccount,
} from '../../../test/company-factory.js';
import {
  createOrder,
  orderForm,
  respond,
  withFleet,
  type CarrierWithFleet,
} from '../../../test/order-factory.js';
import { createTestApp, testDriver, type TestApp } from '../../../test/test-app.js';

type Who =
  | 'owner forwarder'
  | 'owner employee'
  | 'other forwarder'
  | 'carrier'
  | 'logistician'
  | 'CB'
  | 'moderator'
  | 'admin';

const EVERYONE: Who[] = [
  'owner forwarder',
  'owner employee',
  'other forwarder',
  'carrier',
  'logistician',
  'CB',
  'moderator',
  'admin',
];

/**
 * Who may do what to a published order (a draft for publishing), over HTTP: allowed, refused
 * by the route's role guard or the state machine (403), hidden (404) or not in this state (409).
 */
const EXPECTED: Record<string, Record<Who, number>> = {
  view: {
    'owner forwarder': 200,
    'owner employee': 200,
    'other forwarder': 404,
    carrier: 200,
    logistician: 200,
    CB: 200,
    moderator: 200,
    admin: 200,
  },
  edit: {
    'owner forwarder': 200,
    'owner employee': 200,
    'other forwarder': 404,
    carrier: 403,
    logistician: 403,
    CB: 403,
    moderator: 403,
    admin: 403,
  },
  'publish a draft': {
    'owner forwarder': 200,
    'owner employee': 200,
    'other forwarder': 404,
    carrier: 403,
    logistician: 403,
    CB: 403,
    moderator: 403,
    admin: 403,
  },
  'publish again': {
    'owner forwarder': 409,
    'owner employee': 409,
    'other forwarder': 404,
    carrier: 403,
    logistician: 403,
    CB: 403,
    moderator: 403,
    admin: 403,
  },
  respond: {
    'owner forwarder': 403,
    'owner employee': 403,
    'other forwarder': 403,
    carrier: 201,
    logistician: 201,
    CB: 403,
    moderator: 403,
    admin: 403,
  },
  'accept a response': {
    'owner forwarder': 200,
    'owner employee': 200,
    'other forwarder': 404,
    carrier: 403,
    logistician: 403,
    CB: 403,
    moderator: 403,
    admin: 403,
  },
  'report a problem': {
    'owner forwarder': 201,
    'owner employee': 201,
    'other forwarder': 404,
    carrier: 403,
    logistician: 403,
    CB: 403,
    moderator: 403,
    admin: 403,
  },
  'ask for deletion': {
    'owner forwarder': 201,
    'owner employee': 201,
    'other forwarder': 404,
    carrier: 403,
    logistician: 403,
    CB: 403,
    moderator: 403,
    admin: 403,
  },
};

describe(`who may do what to an order (${testDriver})`, () => {
  let ctx: TestApp;
  let accounts: Record<Who, SignedInAccount>;
  let fleet: CarrierWithFleet;
  let responder: CarrierWithFleet;

  beforeAll(async () => {
    ctx = await createTestApp();
    const owner = await newCompanyOwner(ctx.app, 'FORWARDER');
    const carrier = await newCompanyOwner(ctx.app, 'CARRIER');
    fleet = await withFleet(ctx.app, carrier);
    responder = await withFleet(ctx.app, await newCompanyOwner(ctx.app, 'CARRIER'));
    accounts = {
      'owner forwarder': owner,
      'owner employee': await newCompanyStaff(ctx.app, owner.company),
      'other forwarder': await newCompanyOwner(ctx.app, 'FORWARDER'),
      carrier,
      logistician: await newCompanyStaff(ctx.app, carrier.company),
      CB: await newPlatformAccount(ctx.app, Role.CB),
      moderator: await newPlatformAccount(ctx.app, Role.MODERATOR),
      admin: await newPlatformAccount(ctx.app, Role.ADMIN),
    };
  });
  afterAll(() => ctx.close());

  async function attempt(action: string, who: Who): Promise<number> {
    const account = accounts[who];
    const owner = accounts['owner forwarder'];
    const draft = action === 'publish a draft';
    const order = await createOrder(ctx.app, owner, draft ? { saveMode: 'DRAFT' } : {});
    const call = (method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) =>
      ctx.app
        .inject({
          method,
          url: `/api/orders/${order.id}${path}`,
          headers: account.headers,
          payload,
        })
        .then((response) => response.statusCode);
    switch (action) {
      case 'view':
        return call('GET', '');
      case 'edit':
        return call('PUT', '', { ...orderForm({ price: 500_000 }), version: order.version });
      case 'publish a draft':
      case 'publish again':
        return call('POST', '/publish', { version: order.version });
      case 'respond': {
        const from = who === 'logistician' ? { ...fleet, account } : fleet;
        return call('POST', '/responses', {
          driverId: from.driver.id,
          vehicleId: from.vehicle.id,
          price: 400_000,
          currency: 'KZT',
        });
      }
      case 'accept a response': {
        const offer = await respond(ctx.app, responder, order.id);
        return call('POST', `/responses/${offer.id}/accept`, { version: order.version });
      }
      case 'report a problem':
        return call('POST', '/problems', { description: 'Проверьте заявку' });
      case 'ask for deletion':
        return call('POST', '/deletion-requests', { reason: 'Дубль' });
      default:
        throw new Error(`unknown action ${action}`);
    }
  }

  for (const [action, expected] of Object.entries(EXPECTED)) {
    it(`answers ${action} per role and party`, async () => {
      const answers: Record<string, number> = {};
      for (const who of EVERYONE) answers[who] = await attempt(action, who);
      expect(answers).toEqual(expected);
    });
  }
});
