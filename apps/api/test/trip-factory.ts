import type { ContractView, OrderDetail, OrderFormInput } from '@freight/shared';
import type { App } from '../src/app.js';
import type { SignedInAccount } from './company-factory.js';
import { orderWithSelectedCarrier, type CarrierWithFleet } from './order-factory.js';

/**
 * The trip's factories: an order taken to CONTRACT_SIGNED through the real API (contract
 * generated, signed by the forwarder's and the carrier's owners), ready for the trip.
 */

async function expectOk<T>(
  label: string,
  response: { statusCode: number; body: string; json: <J>() => J },
): Promise<T> {
  if (response.statusCode !== 200 && response.statusCode !== 201) {
    throw new Error(`${label}: ${response.statusCode} ${response.body}`);
  }
  return response.json<T>();
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
  return expectOk<OrderDetail>('order not read', response);
}

export async function orderWithSignedContract(
  app: App,
  forwarder: SignedInAccount,
  carrier: CarrierWithFleet,
  overrides: Partial<OrderFormInput> = {},
): Promise<OrderDetail> {
  const selected = await orderWithSelectedCarrier(app, forwarder, carrier, overrides);
  let contract = await expectOk<ContractView>(
    'contract not generated',
    await app.inject({
      method: 'POST',
      url: `/api/orders/${selected.id}/contract`,
      headers: forwarder.headers,
      payload: { version: selected.version, languages: 'ru' },
    }),
  );
  for (const signer of [forwarder, carrier.account]) {
    const order = await getOrderDetail(app, signer, selected.id);
    contract = await expectOk<ContractView>(
      'contract not signed',
      await app.inject({
        method: 'POST',
        url: `/api/orders/${selected.id}/contract/sign`,
        headers: signer.headers,
        payload: { version: order.version, documentSha256: contract.current?.sha256 },
      }),
    );
  }
  const signed = await getOrderDetail(app, forwarder, selected.id);
  if (signed.status !== 'CONTRACT_SIGNED') {
    throw new Error(`order not signed: ${signed.status}`);
  }
  return signed;
}
