import {
  FileReviewStatus,
  OrderAction,
  OrderFileType,
  OrderSide,
  OrderStatus,
  Role,
  type Account,
  type OrderActionView,
  type OrderDetail,
  type TripView,
} from '@freight/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../lib/format/format';
import { fill, fillByTestId } from '../../../test/antd-helpers';
import { makeContractView } from '../../../test/document-factories';
import { makeAccount, makeNotificationPage, signIn } from '../../../test/factories';
import { json, stubFetch, type StubHandler } from '../../../test/fetch-stub';
import { allowed, makeOrderDetail, makeOrderResponse } from '../../../test/order-factories';
import { renderApp } from '../../../test/render-app';
import {
  CARRIER_COMPANY,
  CARRIER_PERSON,
  FORWARDER_COMPANY,
  FORWARDER_PERSON,
  makeOrderFile,
  makeTripSteps,
  makeTripView,
} from '../../../test/trip-factories';

interface OpenOptions {
  side: 'carrier' | 'forwarder';
  actions?: OrderActionView[];
  trip?: Partial<TripView>;
  /** More answers, given the order's API path and its trip as first answered. */
  routes?: (base: string, trip: TripView) => Record<string, StubHandler>;
}

const ACCOUNTS: Record<OpenOptions['side'], Partial<Account>> = {
  carrier: { roleType: Role.LOGISTICIAN, companyId: CARRIER_COMPANY.id, login: 'carrier@demo.kz' },
  forwarder: { roleType: Role.FORWARDER, companyId: FORWARDER_COMPANY.id },
};

/** The order's page at `status`, its trip as the server holds it, once the panel shows. */
async function openTrip(status: OrderStatus, options: OpenOptions) {
  const account = signIn(makeAccount(ACCOUNTS[options.side]));
  const order: OrderDetail = makeOrderDetail({
    status,
    version: 7,
    ownerCompany: FORWARDER_COMPANY,
    selectedResponse: makeOrderResponse({
      price: 430_000,
      carrier: {
        ...CARRIER_COMPANY,
        bin: '900115300003',
        rating: 4.6,
        ratingSummary: { average: 4.6, count: 3 },
        trustScore: 72,
      },
    }),
    actions: options.actions ?? [],
  });
  const trip = makeTripView({ orderId: order.id, status, ...options.trip });
  const base = `/api/orders/${order.id}`;
  const network = stubFetch({
    [`GET ${base}`]: () => json(200, order),
    [`GET ${base}/history`]: () => json(200, []),
    [`GET ${base}/responses`]: () => json(200, []),
    [`GET ${base}/contract`]: () => json(200, makeContractView(null)),
    [`GET ${base}/trip`]: () => json(200, trip),
    'GET /api/notifications': () => json(200, makeNotificationPage([])),
    'GET /api/auth/account': () => json(200, account),
    ...options.routes?.(base, trip),
  });
  const view = renderApp(`/view-request/${order.id}`);
  // The first test of a run also waits for the lazily loaded page and panel to compile.
  await screen.findByTestId('trip-panel', {}, { timeout: 15_000 });
  return { ...view, network, base, order, trip };
}

const refused = (action: OrderAction, reason: OrderActionView['reason']): OrderActionView => ({
  action,
  allowed: false,
  reason,
});

describe('the trip panel of the order view', { timeout: 40_000 }, () => {
  it('shows every step with its planned date, actual time, who recorded it and its corrections', async () => {
    const steps = makeTripSteps({
      CONTRACT_SIGNED: '2025-03-09T12:00:00.000Z',
      LOADING_STARTED: '2025-03-10T08:30:00.000Z',
    });
    steps[1]!.corrections = [
      {
        previousActualAt: '2025-03-10T09:30:00.000Z',
        correctedAt: '2025-03-10T10:00:00.000Z',
        correctedBy: CARRIER_PERSON,
      },
    ];
    await openTrip(OrderStatus.LOADING, { side: 'forwarder', trip: { steps } });

    const shown = screen.getAllByTestId('trip-step');
    expect(shown.map((step) => step.dataset.step)).toEqual([
      'CONTRACT_SIGNED',
      'LOADING_STARTED',
      'LOADING_DEPARTED',
      'UNLOADING_STARTED',
      'DELIVERED',
      'PAYMENT_SENT',
      'COMPLETED',
    ]);
    expect(shown.map((step) => step.dataset.state)).toEqual([
      'done',
      'done',
      'next',
      'later',
      'later',
      'later',
      'later',
    ]);
    // A step not reached is named as done; it says that it is next, or not yet.
    expect(within(shown[2]!).getByTestId('trip-step-state')).toHaveTextContent('Next step');
    expect(within(shown[3]!).getByTestId('trip-step-state')).toHaveTextContent('Not yet');
    expect(within(shown[1]!).queryByTestId('trip-step-state')).not.toBeInTheDocument();
    const loading = shown[1]!;
    expect(loading).toHaveTextContent('Loading started');
    expect(loading).toHaveTextContent('Planned: 10.03.2025');
    expect(loading).toHaveTextContent('recorded by Ахметов Ерлан');
    await userEvent.click(within(loading).getByTestId('trip-step-corrections-toggle'));
    expect(within(loading).getByTestId('trip-step-corrections')).toHaveTextContent('Ахметов Ерлан');
    // The forwarder side records nothing and corrects nothing.
    expect(screen.queryByTestId('trip-next-step')).not.toBeInTheDocument();
    expect(screen.queryByTestId('trip-correct-LOADING_STARTED')).not.toBeInTheDocument();
  });

  it('puts the trip first and the settled terms below it as a summary', async () => {
    const { order } = await openTrip(OrderStatus.IN_TRANSIT, {
      side: 'carrier',
      actions: allowed(OrderAction.START_UNLOADING),
    });
    const view = screen.getByTestId('order-view');
    expect(view).toHaveAttribute('data-layout', 'settled');
    const trip = screen.getByTestId('trip-section');
    const summary = screen.getByTestId('order-terms-summary');
    // The next action comes before the terms on the page (and so on a phone's first screen).
    expect(trip.compareDocumentPosition(summary) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(trip).getByTestId('trip-next-step')).toHaveAttribute(
      'data-action',
      'START_UNLOADING',
    );
    // Agreed with the carrier at 430 000, asked 450 000: both, the agreed one first.
    const price = screen.getByTestId('order-summary-price');
    expect(price).toHaveTextContent(
      `${formatMoney(430_000, 'KZT')} · asked ${formatMoney(450_000, 'KZT')}`,
    );
    expect(summary).toHaveTextContent(order.cargoName);
    expect(screen.queryByTestId('order-form')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('order-terms-toggle'));
    expect(screen.getByTestId('order-terms-toggle')).toHaveAttribute('aria-expanded', 'true');
    expect(within(summary).getByTestId('order-field-cargoName')).toBeDisabled();
  });

  it('records the carrier’s next step with one tap', async () => {
    const { network, base } = await openTrip(OrderStatus.CONTRACT_SIGNED, {
      side: 'carrier',
      actions: allowed(OrderAction.START_LOADING, OrderAction.UPLOAD_FILE),
      routes: (base, trip) => ({
        [`POST ${base}/trip/start-loading`]: () =>
          json(200, { ...trip, status: OrderStatus.LOADING }),
      }),
    });
    const next = screen.getByTestId('trip-next-step');
    expect(next).toHaveTextContent('Start loading');
    expect(next).toHaveAttribute('data-allowed', 'true');
    await userEvent.click(next);
    expect(await screen.findByText('Recorded: Loading started')).toBeInTheDocument();
    expect(network.callsTo('POST', `${base}/trip/start-loading`)[0]?.body).toEqual({
      version: 7,
    });
  });

  it('lets the carrier side correct a recorded time, which keeps the earlier one', async () => {
    const { network, base } = await openTrip(OrderStatus.LOADING, {
      side: 'carrier',
      actions: allowed(OrderAction.CORRECT_TRIP_TIME),
      trip: {
        steps: makeTripSteps({
          CONTRACT_SIGNED: '2025-03-09T12:00:00.000Z',
          LOADING_STARTED: '2025-03-10T08:30:00.000Z',
        }),
      },
      routes: (base, trip) => ({
        [`PUT ${base}/trip/steps/LOADING_STARTED`]: () => json(200, trip),
      }),
    });
    // The contract's signature is not the carrier's to correct.
    expect(screen.queryByTestId('trip-correct-CONTRACT_SIGNED')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('trip-correct-LOADING_STARTED'));
    expect(await screen.findByText(/The earlier time stays in the history/)).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('trip-correct-submit'));
    expect(await screen.findByText('The time has been corrected')).toBeInTheDocument();
    expect(network.callsTo('PUT', `${base}/trip/steps/LOADING_STARTED`)[0]?.body).toEqual({
      version: 7,
      actualAt: '2025-03-10T08:30:00.000Z',
    });
  });

  it('asks the seal number at departure from loading and sends it with the step', async () => {
    const { network: calls, base } = await openTrip(OrderStatus.LOADING, {
      side: 'carrier',
      actions: allowed(OrderAction.DEPART_LOADING),
      routes: (base, trip) => ({
        [`POST ${base}/trip/depart-loading`]: () =>
          json(200, { ...trip, status: OrderStatus.IN_TRANSIT }),
      }),
    });
    await userEvent.click(screen.getByTestId('trip-next-step'));
    await userEvent.click(await screen.findByTestId('trip-step-submit'));
    expect(await screen.findByText('Enter the seal number')).toBeInTheDocument();
    expect(calls.callsTo('POST', `${base}/trip/depart-loading`)).toHaveLength(0);

    await fillByTestId('trip-seal-number', 'KZ 004512');
    await userEvent.click(screen.getByTestId('trip-step-submit'));
    await waitFor(() =>
      expect(calls.callsTo('POST', `${base}/trip/depart-loading`)[0]?.body).toEqual({
        version: 7,
        sealNumber: 'KZ 004512',
      }),
    );
  });

  it('asks to check a seal refused at unloading and type it again, then for a photo of it', async () => {
    const sealPhoto = makeOrderFile({ type: OrderFileType.SEAL_PHOTO });
    let photoArrives = () => {};
    const refusals = ['SEAL_RECHECK', 'SEAL_PHOTO_REQUIRED'];
    const { base, network } = await openTrip(OrderStatus.IN_TRANSIT, {
      side: 'carrier',
      actions: allowed(OrderAction.START_UNLOADING, OrderAction.UPLOAD_FILE),
      routes: (base, trip) => ({
        [`POST ${base}/trip/start-unloading`]: () => {
          const code = refusals.shift();
          return code
            ? json(409, { code, message: code })
            : json(200, { ...trip, status: OrderStatus.UNLOADING });
        },
        [`POST ${base}/files`]: () =>
          new Promise<Response>((resolve) => {
            photoArrives = () => resolve(json(201, sealPhoto));
          }),
      }),
    });
    const stepCalls = () => network.callsTo('POST', `${base}/trip/start-unloading`);
    await userEvent.click(screen.getByTestId('trip-next-step'));
    await fillByTestId('trip-seal-number', 'KZ 0001243');
    await userEvent.click(screen.getByTestId('trip-step-submit'));

    const ask = await screen.findByTestId('seal-recheck-ask');
    expect(ask).toHaveAttribute('data-stage', 'RECHECK');
    expect(ask).toHaveTextContent('Check the seal and type the number again.');
    expect(screen.getByTestId('trip-seal-number')).toHaveValue('');
    expect(screen.queryByTestId('seal-recheck-photo')).not.toBeInTheDocument();

    await fillByTestId('trip-seal-number', 'KZ 0009999');
    await userEvent.click(screen.getByTestId('trip-step-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('seal-recheck-ask')).toHaveAttribute('data-stage', 'PHOTO'),
    );
    expect(stepCalls().map((call) => call.body)).toEqual([
      { version: 7, sealNumber: 'KZ 0001243' },
      { version: 7, sealNumber: 'KZ 0009999', sealRechecked: true },
    ]);
    // No photo yet: the number cannot go to the security service.
    const submit = screen.getByTestId('trip-step-submit');
    expect(submit).toBeDisabled();
    expect(screen.getByTestId('trip-seal-number')).toHaveValue('KZ 0009999');

    const input = screen.getByTestId('seal-recheck-photo-input');
    expect(input).toHaveAttribute('capture', 'environment');
    await userEvent.upload(input, new File(['jpeg'], 'seal.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByTestId('order-file-upload-entry')).toHaveAttribute(
      'data-state',
      'uploading',
    );
    expect(submit).toBeDisabled();
    photoArrives();
    expect(await screen.findByTestId('seal-recheck-photo-attached')).toBeInTheDocument();
    await waitFor(() => expect(submit).toBeEnabled());

    await userEvent.click(submit);
    await waitFor(() => expect(stepCalls()).toHaveLength(3));
    expect(stepCalls()[2]?.body).toEqual({
      version: 7,
      sealNumber: 'KZ 0009999',
      sealRechecked: true,
      sealPhotoId: sealPhoto.id,
    });
  });

  it('shows a seal mismatch as holding the payment only until the CB decides', async () => {
    const seal = { loadingNumber: 'KZ 0001234', unloadingNumber: 'KZ 0009999', mismatch: true };
    const pending = await openTrip(OrderStatus.DELIVERED, {
      side: 'forwarder',
      trip: { seal: { ...seal, awaitingDecision: true } },
    });
    const alert = screen.getByTestId('trip-seal-mismatch');
    expect(alert).toHaveTextContent('payment waits for its decision');
    pending.unmount();

    await openTrip(OrderStatus.PAYMENT_SENT, {
      side: 'forwarder',
      trip: { seal: { ...seal, awaitingDecision: false } },
    });
    const decided = screen.getByTestId('trip-seal-mismatch');
    expect(decided).toHaveAttribute('data-awaiting-decision', 'false');
    expect(decided).not.toHaveTextContent('payment waits for its decision');
    expect(decided).toHaveTextContent('it no longer holds the payment');
  });

  it('says which file the departure waits for and uploads exactly that one from the camera', async () => {
    const cargo = makeOrderFile({ type: OrderFileType.CARGO_PHOTO });
    const sealPhoto = makeOrderFile({ type: OrderFileType.SEAL_PHOTO });
    const { base, network } = await openTrip(OrderStatus.LOADING, {
      side: 'carrier',
      actions: [refused(OrderAction.DEPART_LOADING, 'CARGO_PHOTOS_REQUIRED')],
      trip: { files: [cargo] },
      routes: (base) => ({ [`POST ${base}/files`]: () => json(201, sealPhoto) }),
    });

    const hint = screen.getByTestId('trip-missing-files');
    expect(hint).toHaveTextContent('Upload a cargo photo and a seal photo before departure');
    expect(screen.getByTestId('trip-next-step')).toHaveAttribute('data-allowed', 'false');
    // The cargo photo is there: only the seal photo is asked for.
    expect(within(hint).queryByTestId('trip-missing-upload-CARGO_PHOTO')).not.toBeInTheDocument();
    const input = within(hint).getByTestId('trip-missing-upload-SEAL_PHOTO-input');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('capture', 'environment');

    await userEvent.upload(input, new File(['jpeg'], 'seal.jpg', { type: 'image/jpeg' }));
    await waitFor(() =>
      expect(network.callsTo('POST', `${base}/files`)[0]?.body).toEqual({
        type: 'SEAL_PHOTO',
        file: 'seal.jpg',
      }),
    );
  });

  it('says File not found in response when an upload answers without the file', async () => {
    await openTrip(OrderStatus.LOADING, {
      side: 'carrier',
      actions: allowed(OrderAction.UPLOAD_FILE),
      routes: (base) => ({ [`POST ${base}/files`]: () => json(201, { ok: true }) }),
    });
    await userEvent.upload(
      screen.getByTestId('order-file-pick-input'),
      new File(['jpeg'], 'cargo.jpg', { type: 'image/jpeg' }),
    );
    expect(await screen.findByTestId('order-file-upload-error')).toHaveTextContent(
      'File not found in response',
    );
  });

  it('rejects a file only with a type and a reason, and says Error while rejecting file when it fails', async () => {
    const invoice = makeOrderFile({ type: OrderFileType.INVOICE });
    const { base, network } = await openTrip(OrderStatus.UNLOADING, {
      side: 'forwarder',
      actions: allowed(OrderAction.REVIEW_FILE, OrderAction.UPLOAD_FILE),
      trip: { files: [invoice] },
      routes: (base) => ({
        [`POST ${base}/files/${invoice.id}/review`]: () =>
          json(409, { code: 'FILE_ALREADY_REVIEWED', message: 'reviewed' }),
      }),
    });
    const row = screen.getByTestId('order-file');
    expect(within(row).getByTestId('order-file-status')).toHaveTextContent('Awaiting review');
    await userEvent.click(within(row).getByTestId('order-file-reject'));

    const dialog = await screen.findByTestId('reject-file-dialog');
    // The file's own type is chosen; the user confirms it, or clears and picks another.
    expect(within(dialog).getByTestId('reject-file-type')).toHaveTextContent('Invoice');
    const clear = dialog.querySelector('.ant-select-clear');
    expect(clear).not.toBeNull();
    fireEvent.mouseDown(clear!);
    fireEvent.click(clear!);
    await userEvent.click(screen.getByTestId('reject-file-submit'));
    expect(await screen.findByText('Enter the reason')).toBeInTheDocument();
    expect(network.callsTo('POST', `${base}/files/${invoice.id}/review`)).toHaveLength(0);

    expect(within(dialog).getByText('This field is required')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByTestId('reject-file-type'));
    await userEvent.click((await screen.findAllByTestId('option-INVOICE')).at(-1)!);
    await fill(within(dialog).getByTestId('reject-file-reason'), 'Нет печати');
    await userEvent.click(screen.getByTestId('reject-file-submit'));
    expect(await screen.findByTestId('reject-file-error')).toHaveTextContent(
      'Error while rejecting file This file has already been accepted or rejected',
    );
    expect(network.callsTo('POST', `${base}/files/${invoice.id}/review`)[0]?.body).toEqual({
      decision: 'REJECT',
      fileType: 'INVOICE',
      reason: 'Нет печати',
      version: 1,
    });
  });

  it('keeps a rejected file visible with its reason and offers no review of it', async () => {
    const rejected = makeOrderFile({
      type: OrderFileType.INVOICE,
      status: FileReviewStatus.REJECTED,
      rejectionReason: 'Нет печати',
    });
    await openTrip(OrderStatus.UNLOADING, {
      side: 'forwarder',
      actions: allowed(OrderAction.REVIEW_FILE),
      trip: { files: [rejected] },
    });
    const row = screen.getByTestId('order-file');
    expect(row).toHaveAttribute('data-status', 'REJECTED');
    expect(within(row).getByTestId('order-file-rejection')).toHaveTextContent(
      'Rejected: Нет печати',
    );
    expect(within(row).queryByTestId('order-file-reject')).not.toBeInTheDocument();
  });

  it('says Attach a receipt before sending! when the payment is sent without a receipt', async () => {
    const { base, network } = await openTrip(OrderStatus.DELIVERED, {
      side: 'forwarder',
      actions: [
        refused(OrderAction.SEND_PAYMENT, 'RECEIPT_REQUIRED'),
        ...allowed(OrderAction.UPLOAD_FILE),
      ],
      routes: (base) => ({
        [`POST ${base}/files`]: () => json(500, { code: 'UNEXPECTED', message: 'boom' }),
      }),
    });
    expect(screen.getByTestId('payment-amount')).toHaveValue('430,000');
    await userEvent.click(screen.getByTestId('payment-send'));
    expect(await screen.findByTestId('payment-receipt-missing')).toHaveTextContent(
      'Attach a receipt before sending!',
    );
    // Said once, beside the receipt: no toast repeating it.
    expect(screen.getAllByText('Attach a receipt before sending!')).toHaveLength(1);
    expect(network.callsTo('POST', `${base}/payment`)).toHaveLength(0);

    await userEvent.upload(
      screen.getByTestId('payment-receipt-upload-input'),
      new File(['%PDF'], 'receipt.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByTestId('order-file-upload-error')).toHaveTextContent(
      'Receipt upload error',
    );
  });

  it('keeps Send payment disabled while the receipt uploads, then sends it with that receipt', async () => {
    const receipt = makeOrderFile({
      type: OrderFileType.PAYMENT_RECEIPT,
      side: OrderSide.FORWARDER,
    });
    let receiptArrives = () => {};
    const { base, network } = await openTrip(OrderStatus.DELIVERED, {
      side: 'forwarder',
      actions: [
        refused(OrderAction.SEND_PAYMENT, 'RECEIPT_REQUIRED'),
        ...allowed(OrderAction.UPLOAD_FILE),
      ],
      routes: (base, trip) => ({
        [`POST ${base}/files`]: () =>
          new Promise<Response>((resolve) => {
            receiptArrives = () => resolve(json(201, receipt));
          }),
        [`POST ${base}/payment`]: () => json(200, { ...trip, status: OrderStatus.PAYMENT_SENT }),
      }),
    });
    await userEvent.upload(
      screen.getByTestId('payment-receipt-upload-input'),
      new File(['%PDF'], 'receipt.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByTestId('order-file-upload-entry')).toHaveAttribute(
      'data-state',
      'uploading',
    );
    const send = screen.getByTestId('payment-send');
    expect(send).toBeDisabled();
    fireEvent.click(send);
    expect(screen.queryByTestId('payment-receipt-missing')).not.toBeInTheDocument();

    receiptArrives();
    await waitFor(() => expect(send).toBeEnabled());
    await userEvent.click(send);
    expect(await screen.findByText('Payment sent successfully.')).toBeInTheDocument();
    expect(network.callsTo('POST', `${base}/payment`)).toHaveLength(1);
    expect(screen.queryByText('Attach a receipt before sending!')).not.toBeInTheDocument();
  });

  it('sends the payment with a receipt, asking a comment for another amount', async () => {
    const receipt = makeOrderFile({
      type: OrderFileType.PAYMENT_RECEIPT,
      side: OrderSide.FORWARDER,
    });
    const { base, network } = await openTrip(OrderStatus.DELIVERED, {
      side: 'forwarder',
      actions: allowed(OrderAction.SEND_PAYMENT),
      trip: { files: [receipt] },
      routes: (base, trip) => ({
        [`POST ${base}/payment`]: () => json(200, { ...trip, status: OrderStatus.PAYMENT_SENT }),
      }),
    });
    await fillByTestId('payment-amount', '400000');
    await userEvent.click(screen.getByTestId('payment-send'));
    expect(
      await screen.findByText(
        'The amount or currency differs from the agreed price: explain why in a comment',
      ),
    ).toBeInTheDocument();
    expect(network.callsTo('POST', `${base}/payment`)).toHaveLength(0);

    await fillByTestId('payment-comment', 'Удержан штраф за простой');
    await userEvent.click(screen.getByTestId('payment-send'));
    expect(await screen.findByText('Payment sent successfully.')).toBeInTheDocument();
    expect(network.callsTo('POST', `${base}/payment`)[0]?.body).toEqual({
      version: 7,
      amount: 400000,
      currency: 'KZT',
      comment: 'Удержан штраф за простой',
    });
  });

  it('completes the order with one of five labelled levels and a comment', async () => {
    const { base, network } = await openTrip(OrderStatus.PAYMENT_SENT, {
      side: 'forwarder',
      actions: allowed(OrderAction.COMPLETE),
      routes: (base, trip) => ({
        [`POST ${base}/complete`]: () => json(200, { ...trip, status: OrderStatus.COMPLETED }),
      }),
    });
    await userEvent.click(screen.getByTestId('trip-complete'));
    const dialog = await screen.findByTestId('rating-dialog');
    const levels = within(dialog).getAllByRole('radio');
    expect(levels).toHaveLength(5);
    for (const name of ['Terrible', 'Bad', 'Normal', 'Good', 'Excellent']) {
      expect(within(dialog).getByRole('radio', { name })).toBeInTheDocument();
    }
    await userEvent.click(screen.getByTestId('rating-submit'));
    expect(
      await screen.findByText('Choose a rating from terrible to excellent'),
    ).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Excellent' }));
    await fill(within(dialog).getByTestId('rating-comment'), 'Всё вовремя');
    await userEvent.click(screen.getByTestId('rating-submit'));
    expect(await screen.findByText('Order successfully completed')).toBeInTheDocument();
    expect(network.callsTo('POST', `${base}/complete`)[0]?.body).toEqual({
      version: 7,
      score: 5,
      comment: 'Всё вовремя',
    });
  });

  it('lets the carrier side rate the forwarder while the window is open', async () => {
    const { base, network } = await openTrip(OrderStatus.COMPLETED, {
      side: 'carrier',
      actions: allowed(OrderAction.RATE_FORWARDER),
      trip: {
        ratings: {
          ofCarrier: {
            side: OrderSide.FORWARDER,
            score: 5,
            comment: 'Всё вовремя',
            ratedBy: FORWARDER_PERSON,
            ratedAt: '2025-03-15T10:00:00.000Z',
          },
          ofForwarder: null,
          ratingOpenUntil: '2999-01-01T00:00:00.000Z',
        },
      },
      routes: (base, trip) => ({ [`POST ${base}/rating`]: () => json(200, trip) }),
    });
    expect(screen.getByTestId('trip-rating')).toHaveTextContent('Excellent');
    await userEvent.click(screen.getByTestId('trip-rate-forwarder'));
    const dialog = await screen.findByTestId('rating-dialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Good' }));
    await userEvent.click(screen.getByTestId('rating-submit'));
    await waitFor(() =>
      expect(network.callsTo('POST', `${base}/rating`)[0]?.body).toEqual({ score: 4 }),
    );
  });
});
