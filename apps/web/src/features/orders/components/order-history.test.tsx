import { Currency, LANGUAGES, Role, type OrderHistoryEntry } from '@freight/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n';
import { readLocaleFiles } from '../../../test/locale-files';
import { makeAccount, makeNotificationPage, signIn } from '../../../test/factories';
import { json, stubFetch } from '../../../test/fetch-stub';
import { makeOrderDetail, nextOrderTestId } from '../../../test/order-factories';
import { renderApp } from '../../../test/render-app';

const actor = { id: nextOrderTestId(), name: 'Сейітова Айгерим', role: Role.FORWARDER };

function entryOf(
  changes: OrderHistoryEntry['changes'],
  action = 'order.updated',
  by: OrderHistoryEntry['actor'] = actor,
): OrderHistoryEntry {
  return { id: nextOrderTestId(), at: '2030-03-02T09:00:00.000Z', actor: by, action, changes };
}

/** The order view of `order` with `history`, newest entry last as the server sends it. */
function openHistory(history: OrderHistoryEntry[], currency: Currency = Currency.KZT) {
  const order = makeOrderDetail({ currency });
  const account = signIn(makeAccount({ roleType: Role.FORWARDER }));
  stubFetch({
    [`GET /api/orders/${order.id}`]: () => json(200, order),
    [`GET /api/orders/${order.id}/history`]: () => json(200, history),
    [`GET /api/orders/${order.id}/responses`]: () => json(200, []),
    'GET /api/notifications': () => json(200, makeNotificationPage([])),
    'GET /api/auth/account': () => json(200, account),
  });
  renderApp(`/view-request/${order.id}`);
}

describe('the order history', () => {
  it('writes amounts and quantities as the rest of the page does, in the reader’s language', async () => {
    openHistory([
      entryOf([
        { field: 'price', from: 440000, to: 452500.5 },
        { field: 'cargoWeightTons', from: 20, to: 19.5 },
        { field: 'seats', from: 1200, to: 1250 },
      ]),
    ]);
    const entry = await screen.findByTestId('history-entry');
    expect(entry).toHaveTextContent('Price: ₸440,000 → ₸452,500.5');
    expect(entry).toHaveTextContent('Weight, t: 20 → 19.5');
    expect(entry).toHaveTextContent('Number of seats: 1,200 → 1,250');
  });

  it('writes an amount in the currency the order had at that time', async () => {
    openHistory(
      [
        entryOf([{ field: 'price', from: 300000, to: 400000 }]),
        entryOf([
          { field: 'price', from: 400000, to: 5000 },
          { field: 'currency', from: Currency.KZT, to: Currency.USD },
        ]),
      ],
      Currency.USD,
    );
    const [newest, oldest] = await screen.findAllByTestId('history-entry');
    expect(newest).toHaveTextContent('Price: ₸400,000 → $5,000');
    expect(oldest).toHaveTextContent('Price: ₸300,000 → ₸400,000');
  });
});

/** A person's name in Latin letters, so that any Cyrillic on an en or zh screen is ours. */
const latinActor = { id: nextOrderTestId(), name: 'Aigerim Seitova', role: Role.LOGISTICIAN };
const sha = 'a3f5c0e1'.repeat(8);
const set = (field: string, to: string | number | boolean) => ({ field, from: null, to });
const move = (field: string, from: string | number | boolean, to: string | number | boolean) => ({
  field,
  from,
  to,
});

/** Every kind of entry the API writes (apps/api, recordOrderAudit), with the keys it records. */
const EVERY_KIND_OF_ENTRY: readonly [string, OrderHistoryEntry['changes']][] = [
  ['order.created', [set('status', 'DRAFT')]],
  [
    'order.updated',
    [
      move('transportType', 'TENT', 'REFRIGERATOR'),
      move('orderType', 'FTL', 'LTL'),
      move('paymentTerms', 'PREPAYMENT', 'POSTPAYMENT'),
      move('packageType', 'PALLETS', 'BOXES'),
      move('loadingMethod', 'SIDE', 'REAR'),
      move('transportationType', 'DOMESTIC', 'INTERNATIONAL'),
      move('transportationView', 'ROAD', 'MULTIMODAL'),
      move('currency', 'KZT', 'USD'),
      move('declaredValueCurrency', 'KZT', 'USD'),
      move('price', 400000, 5000),
      move('plannedLoadingDate', '2030-03-05', '2030-03-06'),
      move('publicationStage', 'PUBLIC', 'POOL'),
      move('poolHours', 24, 6),
    ],
  ],
  ['order.published', [move('status', 'DRAFT', 'PUBLISHED')]],
  ['order.opened_to_board', [move('publicationStage', 'POOL', 'PUBLIC')]],
  [
    'response.created',
    [set('carrier', 'Kazlogistic'), set('price', 4800), set('responseStatus', 'ACTIVE')],
  ],
  ['response.updated', [move('price', 4800, 4700)]],
  ['response.withdrawn', [move('responseStatus', 'ACTIVE', 'WITHDRAWN')]],
  ['counter_offer.created', [set('price', 4500), set('counterOfferStatus', 'OPEN')]],
  ['counter_offer.withdrawn', [move('counterOfferStatus', 'OPEN', 'WITHDRAWN')]],
  [
    'counter_offer.accepted',
    [move('price', 4800, 4500), move('counterOfferStatus', 'OPEN', 'ACCEPTED')],
  ],
  ['counter_offer.declined', [move('counterOfferStatus', 'OPEN', 'DECLINED')]],
  [
    'response.accepted',
    [move('status', 'PUBLISHED', 'CARRIER_SELECTED'), set('declinedResponses', 2)],
  ],
  ['problem.reported', [move('hasOpenProblem', false, true)]],
  [
    'problem.decided',
    [
      move('status', 'UNLOADING', 'DELIVERED'),
      move('hasOpenProblem', true, false),
      set('atFaultSide', 'CARRIER'),
    ],
  ],
  ['deletion.requested', [move('hasOpenDeletionRequest', false, true)]],
  ['deletion.approved', [move('status', 'PUBLISHED', 'CANCELLED')]],
  ['deletion.rejected', [move('hasOpenDeletionRequest', true, false)]],
  ['status.changed', [move('status', 'PUBLISHED', 'CANCELLED')]],
  [
    'contract.generated',
    [
      move('status', 'CARRIER_SELECTED', 'CONTRACT_SIGNING'),
      set('languages', 'kz+ru'),
      set('documentSha256', sha),
    ],
  ],
  ['contract.signed', [set('side', 'FORWARDER'), set('contractVersion', 1)]],
  ['contract.declined', [move('status', 'CONTRACT_SIGNING', 'CARRIER_SELECTED')]],
  ['contract.completed', [move('status', 'CONTRACT_SIGNING', 'CONTRACT_SIGNED')]],
  [
    'trip.loading_started',
    [move('status', 'CONTRACT_SIGNED', 'LOADING'), set('step', 'LOADING_STARTED')],
  ],
  [
    'trip.loading_departed',
    [
      move('status', 'LOADING', 'IN_TRANSIT'),
      set('step', 'LOADING_DEPARTED'),
      set('actualAt', '2030-03-06T08:00:00.000Z'),
      set('sealNumber', 'KZ 0001234'),
    ],
  ],
  [
    'trip.unloading_started',
    [move('status', 'IN_TRANSIT', 'UNLOADING'), set('step', 'UNLOADING_STARTED')],
  ],
  ['trip.delivered', [move('status', 'UNLOADING', 'DELIVERED'), set('step', 'DELIVERED')]],
  [
    'trip.time_corrected',
    [
      set('step', 'LOADING_DEPARTED'),
      move('actualAt', '2030-03-06T08:00:00.000Z', '2030-03-06T07:30:00.000Z'),
    ],
  ],
  ['trip.seal_mismatch', [move('sealNumber', 'KZ 0001234', 'KZ 0009999')]],
  ['trip.delivery_confirmed', [set('documentSha256', sha)]],
  ['document.consignment_note_issued', [set('languages', 'ru'), set('documentSha256', sha)]],
  [
    'file.uploaded',
    [set('fileType', 'SEAL_PHOTO'), set('fileName', 'seal.jpg'), set('side', 'CARRIER')],
  ],
  ['file.accepted', [move('status', 'PENDING', 'ACCEPTED'), set('fileType', 'INVOICE')]],
  ['file.rejected', [move('status', 'PENDING', 'REJECTED'), set('fileType', 'PAYMENT_RECEIPT')]],
  [
    'payment.sent',
    [move('status', 'DELIVERED', 'PAYMENT_SENT'), set('amount', 4700), set('currency', 'USD')],
  ],
  ['payment.receipt_rejected', [move('status', 'PAYMENT_SENT', 'DELIVERED')]],
  [
    'order.completed',
    [move('status', 'PAYMENT_SENT', 'COMPLETED'), set('side', 'FORWARDER'), set('score', 4)],
  ],
  ['rating.given', [set('side', 'CARRIER'), set('score', 5)]],
];

/** Something left as a code: `LOADING_DEPARTED`, `GOOD`, `PENDING`. */
const RAW_CODE = /[A-Z_]{4,}/;
const CYRILLIC = /[\u0400-\u04FF]/;

/** Each text node on its own line, as read on the screen (textContent runs them together). */
function textsOf(element: HTMLElement): string {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const texts: string[] = [];
  while (walker.nextNode()) texts.push(walker.currentNode.textContent ?? '');
  return texts.join('\n');
}

describe('the order history in each language', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('has an entry of every kind the history names', () => {
    const { history } = readLocaleFiles().en.orders as { history: { actions: object } };
    const actions = Object.entries(history.actions).flatMap(([subject, verbs]) =>
      Object.keys(verbs as object).map((verb) => `${subject}.${verb}`),
    );
    expect(EVERY_KIND_OF_ENTRY.map(([action]) => action).sort()).toEqual(actions.sort());
  });

  it.each(LANGUAGES)('names every value in %s, none left as a code', async (language) => {
    await i18n.changeLanguage(language);
    openHistory(
      EVERY_KIND_OF_ENTRY.map(([action, changes]) => entryOf(changes, action, latinActor)),
      Currency.USD,
    );
    const entries = await screen.findAllByTestId('history-entry');
    expect(entries).toHaveLength(EVERY_KIND_OF_ENTRY.length);
    const text = textsOf(screen.getByTestId('order-history'));
    expect(text.match(RAW_CODE)).toBeNull();
    if (language === 'en' || language === 'zh') expect(text.match(CYRILLIC)).toBeNull();
    else expect(text).toMatch(CYRILLIC);
  });
});
