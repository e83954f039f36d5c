import { Role, type ContractView, type OrderDetail, type OrderFormInput } from '@freight/shared';
import type { App } from '../src/app.js';
import {
  newCompanyOwner,
  newCompanyStaff,
  newPlatformAccount,
  type SignedInAccount,
} from './company-factory.js';
import { orderWithSelectedCarrier, withFleet, type CarrierWithFleet } from './order-factory.js';

/** The people of a trip's tests: both sides with a staff member each, outsiders and the CB. */
export interface TripCast {
  forwarder: SignedInAccount;
  employee: SignedInAccount;
  carrier: CarrierWithFleet;
  logistician: SignedInAccount;
  otherForwarder: SignedInAccount;
  otherCarrier: CarrierWithFleet;
  cb: SignedInAccount;
}

export async function tripCast(app: App): Promise<TripCast> {
  const forwarder = await newCompanyOwner(app, 'FORWARDER');
  const carrier = await withFleet(app, await newCompanyOwner(app, 'CARRIER'));
  return {
    forwarder,
    carrier,
    employee: await newCompanyStaff(app, forwarder.company),
    logistician: await newCompanyStaff(app, carrier.account.company!),
    otherForwarder: await newCompanyOwner(app, 'FORWARDER'),
    otherCarrier: await withFleet(app, await newCompanyOwner(app, 'CARRIER')),
    cb: await newPlatformAccount(app, Role.CB),
  };
}

/**
 * The trip's factories: an order taken to CONTRACT_SIGNED through the real API (contract
 * generated, signed by the forwarder's and the carrier's owners), ready for the trip.
 */

/** The answer of a call that must succeed; the caller names what it expected. */
function expectOk(
  label: string,
  response: { statusCode: number; body: string; json: () => unknown },
): unknown {
  if (response.statusCode !== 200 && response.statusCode !== 201) {
    throw new Error(`${label}: ${response.statusCode} ${response.body}`);
  }
  return response.json();
}

export async function getOrderDetail(
  app: App,
  account: SignedInAccount,
  orderId: string,
): Promise<OrderDetail> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/orders/${orderId}`,
    headers: account.headers,
  });
  return expectOk('order not read', response) as OrderDetail;
}

export async function orderWithSignedContract(
  app: App,
  forwarder: SignedInAccount,
  carrier: CarrierWithFleet,
  overrides: Partial<OrderFormInput> = {},
): Promise<OrderDetail> {
  const selected = await orderWithSelectedCarrier(app, forwarder, carrier, overrides);
  let contract = expectOk(
    'contract not generated',
    await app.inject({
      method: 'POST',
      url: `/api/orders/${selected.id}/contract`,
      headers: forwarder.headers,
      payload: { version: selected.version, languages: 'ru' },
    }),
  ) as ContractView;
  for (const signer of [forwarder, carrier.account]) {
    const order = await getOrderDetail(app, signer, selected.id);
    contract = expectOk(
      'contract not signed',
      await app.inject({
        method: 'POST',
        url: `/api/orders/${selected.id}/contract/sign`,
        headers: signer.headers,
        payload: { version: order.version, documentSha256: contract.current?.sha256 },
      }),
    ) as ContractView;
  }
  const signed = await getOrderDetail(app, forwarder, selected.id);
  if (signed.status !== 'CONTRACT_SIGNED') {
    throw new Error(`order not signed: ${signed.status}`);
  }
  return signed;
}
