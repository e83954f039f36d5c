import {
  DocumentKind,
  DocumentState,
  OrderAction,
  OrderStatus,
  Role,
  SignatureSide,
  type Account,
  type ContractView,
  type OrderDetail,
} from '@freight/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { fillByTestId } from '../../../../test/antd-helpers';
import {
  CARRIER_COMPANY,
  makeContractView,
  makeDocumentView,
  makeSignature,
  pdfResponse,
  sha256Of,
  stubObjectUrls,
} from '../../../../test/document-factories';
import { makeAccount, makeNotificationPage, signIn } from '../../../../test/factories';
import { json, stubFetch, type StubHandler } from '../../../../test/fetch-stub';
import { allowed, makeOrderDetail } from '../../../../test/order-factories';
import { renderApp } from '../../../../test/render-app';

interface OpenOptions {
  account?: Partial<Account>;
  routes?: Record<string, StubHandler>;
}

/** The order's page with its contract as the server holds it, once the page has loaded. */
async function openContract(order: OrderDetail, contract: ContractView, options: OpenOptions = {}) {
  stubObjectUrls();
  const account = signIn(makeAccount({ roleType: Role.FORWARDER, ...options.account }));
  const base = `/api/orders/${order.id}`;
  const files = Object.fromEntries(
    [...contract.versions, contract.signedCopy].flatMap((document) =>
      document ? [[`GET /api/documents/${document.id}/file`, () => pdfResponse()]] : [],
    ),
  ) as Record<string, StubHandler>;
  const network = stubFetch({
    [`GET ${base}`]: () => json(200, order),
    [`GET ${base}/history`]: () => json(200, []),
    [`GET ${base}/responses`]: () => json(200, []),
    [`GET ${base}/contract`]: () => json(200, contract),
    'GET /api/notifications': () => json(200, makeNotificationPage([])),
    'GET /api/auth/account': () => json(200, account),
    ...files,
    ...options.routes,
  });
  const view = renderApp(`/view-request/${order.id}`);
  await screen.findByTestId('contract-section');
  return { ...view, network, base };
}

const selected = (overrides: Partial<OrderDetail> = {}) =>
  makeOrderDetail({ status: OrderStatus.CARRIER_SELECTED, version: 5, ...overrides });
const signing = (overrides: Partial<OrderDetail> = {}) =>
  makeOrderDetail({ status: OrderStatus.CONTRACT_SIGNING, version: 6, ...overrides });

describe('the contract section of the order view', { timeout: 30_000 }, () => {
  // The page and the section load lazily; compiled here, no test's waits include compiling them.
  beforeAll(
    () => Promise.all([import('../../pages/view-order-page'), import('./contract-section')]),
    60_000,
  );

  it('offers the generation, Kazakh and Russian side by side by default, when the server allows it', async () => {
    const order = selected({ actions: allowed(OrderAction.GENERATE_CONTRACT) });
    const generated = makeDocumentView({ orderId: order.id, languages: 'en' });
    // The server's contract before and after the generation.
    let contract = makeContractView(null);
    const { network, base } = await openContract(order, contract, {
      routes: {
        [`GET /api/orders/${order.id}/contract`]: () => json(200, contract),
        [`GET /api/documents/${generated.id}/file`]: () => pdfResponse(),
        [`POST /api/orders/${order.id}/contract`]: () => {
          contract = makeContractView(generated);
          return json(201, contract);
        },
      },
    });
    const form = await screen.findByTestId('contract-generate');
    expect(within(form).getByLabelText('Kazakh and Russian, side by side')).toBeChecked();
    expect(screen.queryByTestId('contract-regenerate-hint')).not.toBeInTheDocument();

    await userEvent.click(within(form).getByLabelText('English'));
    await userEvent.click(screen.getByTestId('contract-generate-submit'));

    await waitFor(() =>
      expect(network.callsTo('POST', `${base}/contract`)[0]?.body).toEqual({
        version: 5,
        languages: 'en',
      }),
    );
    expect(await screen.findByTestId('contract-current')).toHaveAttribute('data-version', '1');
    expect(screen.getByTestId('contract-languages-shown')).toHaveTextContent('English');
  });

  it('offers no generation to a side the server does not allow it, and says the contract is not there yet', async () => {
    const order = selected({ actions: [] });
    await openContract(order, makeContractView(null), {
      account: { roleType: Role.DRIVER_COMPANY, companyId: CARRIER_COMPANY.id },
    });
    const section = await screen.findByTestId('contract-section');
    expect(await within(section).findByText('No contract has been generated yet')).toBeVisible();
    expect(screen.queryByTestId('contract-generate')).not.toBeInTheDocument();
    expect(screen.queryByTestId('contract-sign')).not.toBeInTheDocument();
  });

  it('says "Error generating contract:" with the reason when the PDF cannot be built', async () => {
    const order = selected({ actions: allowed(OrderAction.GENERATE_CONTRACT) });
    await openContract(order, makeContractView(null), {
      routes: {
        [`POST /api/orders/${order.id}/contract`]: () =>
          json(500, { code: 'DOCUMENT_GENERATION_FAILED', message: 'Error generating contract:' }),
      },
    });
    await userEvent.click(await screen.findByTestId('contract-generate-submit'));
    expect(await screen.findByTestId('contract-generate-error')).toHaveTextContent(
      'Error generating contract: The PDF could not be built; try again in a minute',
    );
  });

  it('shows the expeditor why the last version was declined, above the generation of the next', async () => {
    const declined = makeDocumentView({
      state: DocumentState.DECLINED,
      declineReason: 'Неверная цена',
      declinedBy: 'Ахметов Ерлан',
    });
    await openContract(
      selected({ actions: allowed(OrderAction.GENERATE_CONTRACT) }),
      makeContractView(null, { versions: [declined] }),
    );
    const notice = await screen.findByTestId('contract-declined-notice');
    expect(notice).toHaveTextContent('Version 1 of the contract was declined');
    expect(notice).toHaveTextContent('Declined by Ахметов Ерлан: «Неверная цена»');
    expect(screen.getByTestId('contract-generate-submit')).toHaveTextContent('Generate contract');
  });

  it('offers a new version of an unsigned contract and says the old one stays in the history', async () => {
    const current = makeDocumentView({ versionNo: 2 });
    const order = signing({
      actions: allowed(
        OrderAction.GENERATE_CONTRACT,
        OrderAction.SIGN_CONTRACT,
        OrderAction.DECLINE_CONTRACT,
      ),
    });
    await openContract(order, makeContractView({ ...current, orderId: order.id }));
    expect(await screen.findByTestId('contract-regenerate-hint')).toHaveTextContent(
      'version 2 stays in the history',
    );
    expect(screen.getByTestId('contract-generate-submit')).toHaveTextContent(
      'Generate a new version',
    );
  });

  it('shows the contract in the page with its version, languages, hash and signing state', async () => {
    const current = makeDocumentView({
      versionNo: 3,
      sha256: sha256Of('c'),
      signatures: [makeSignature({ documentSha256: sha256Of('c') })],
    });
    await openContract(signing({ actions: [] }), makeContractView(current), {
      account: { roleType: Role.MODERATOR },
    });
    const shown = await screen.findByTestId('contract-current');
    expect(within(shown).getByTestId('contract-version')).toHaveTextContent('3');
    expect(within(shown).getByTestId('contract-languages-shown')).toHaveTextContent(
      'Kazakh and Russian, side by side',
    );
    expect(within(shown).getByTestId('contract-sha256')).toHaveTextContent('cccccccc…cccccccc');
    const [forwarder, carrier] = within(shown).getAllByTestId('signature');
    expect(forwarder).toHaveAttribute('data-signed', 'true');
    expect(forwarder).toHaveTextContent('Сейітова Айгерим, Директор');
    expect(carrier).toHaveAttribute('data-signed', 'false');
    expect(carrier).toHaveTextContent('ТОО «Жол Транс» · not signed yet');
    // The pages show on demand, drawn by pdf.js (in a real browser: e2e/contracts.spec.ts).
    expect(within(shown).queryByRole('document')).not.toBeInTheDocument();
    await userEvent.click(within(shown).getByTestId('contract-viewer-toggle'));
    expect(within(shown).getByTestId('contract-viewer-toggle')).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(shown).getByRole('document', { name: current.fileName })).toBeInTheDocument();
  });

  it.each([
    [
      'the server refuses the signature for it',
      [
        {
          action: OrderAction.SIGN_CONTRACT,
          allowed: false,
          reason: 'SIGNATURE_PERMISSION_REQUIRED' as const,
        },
      ],
    ],
    ['the server leaves the signature out', []],
  ])(
    'tells an employee without the right to sign why they cannot sign when %s',
    async (_case, actions) => {
      await openContract(signing({ actions }), makeContractView(makeDocumentView()), {
        account: { roleType: Role.EMPLOYEE, canSign: false },
      });
      const refusal = await screen.findByTestId('contract-sign-refused');
      expect(refusal).toHaveTextContent('You cannot sign this contract');
      expect(refusal).toHaveTextContent('You do not have permission to sign contracts');
      expect(refusal).toHaveTextContent('give you the right to sign contracts');
      expect(screen.queryByTestId('contract-sign')).not.toBeInTheDocument();
    },
  );

  it('signs after a confirmation that names the hash of the document shown, and sends that hash', async () => {
    const current = makeDocumentView({ sha256: sha256Of('d') });
    const order = signing({
      actions: allowed(OrderAction.SIGN_CONTRACT, OrderAction.DECLINE_CONTRACT),
    });
    const signed = {
      ...current,
      signatures: [makeSignature({ documentSha256: current.sha256 })],
    };
    const { network, base } = await openContract(order, makeContractView(current), {
      routes: {
        [`POST /api/orders/${order.id}/contract/sign`]: () => json(200, makeContractView(signed)),
      },
    });
    await userEvent.click(await screen.findByTestId('contract-sign'));
    const dialog = await screen.findByTestId('contract-sign-dialog');
    expect(within(dialog).getByTestId('contract-sign-sha256')).toHaveTextContent(sha256Of('d'));
    expect(network.callsTo('POST', `${base}/contract/sign`)).toHaveLength(0);

    await userEvent.click(screen.getByTestId('contract-sign-confirm'));
    expect(await screen.findByText('Contract Signed')).toBeInTheDocument();
    expect(network.callsTo('POST', `${base}/contract/sign`)[0]?.body).toEqual({
      version: 6,
      documentSha256: sha256Of('d'),
    });
  });

  it('says "Error signing contract:" with the reason when the contract changed meanwhile', async () => {
    const order = signing({ actions: allowed(OrderAction.SIGN_CONTRACT) });
    await openContract(order, makeContractView(makeDocumentView()), {
      routes: {
        [`POST /api/orders/${order.id}/contract/sign`]: () =>
          json(409, { code: 'CONTRACT_CHANGED', message: 'changed' }),
      },
    });
    await userEvent.click(await screen.findByTestId('contract-sign'));
    await userEvent.click(await screen.findByTestId('contract-sign-confirm'));
    expect(await screen.findByTestId('contract-sign-error')).toHaveTextContent(
      'Error signing contract: The contract was changed after you opened it',
    );
  });

  it('declines to sign only with a reason', async () => {
    const current = makeDocumentView();
    const order = signing({
      actions: allowed(OrderAction.SIGN_CONTRACT, OrderAction.DECLINE_CONTRACT),
    });
    const declined = { ...current, state: DocumentState.DECLINED, declineReason: 'Неверная цена' };
    const { network, base } = await openContract(order, makeContractView(current), {
      routes: {
        [`POST /api/orders/${order.id}/contract/decline`]: () =>
          json(200, makeContractView(null, { versions: [declined] })),
      },
    });
    await userEvent.click(await screen.findByTestId('contract-decline'));
    await userEvent.click(await screen.findByTestId('contract-decline-submit'));
    expect(await screen.findByText('Enter the reason')).toBeInTheDocument();
    expect(network.callsTo('POST', `${base}/contract/decline`)).toHaveLength(0);

    await fillByTestId('contract-decline-reason', 'Неверная цена');
    await userEvent.click(screen.getByTestId('contract-decline-submit'));
    expect(await screen.findByText('You have declined to sign the contract')).toBeInTheDocument();
    expect(network.callsTo('POST', `${base}/contract/decline`)[0]?.body).toEqual({
      version: 6,
      reason: 'Неверная цена',
    });
  });

  it('offers the signed copy and the original once both sides signed, and folds earlier versions away', async () => {
    const declined = makeDocumentView({
      versionNo: 1,
      state: DocumentState.DECLINED,
      declineReason: 'Неверная цена',
      declinedBy: 'Ахметов Ерлан',
    });
    const current = makeDocumentView({
      versionNo: 2,
      state: DocumentState.SIGNED,
      signatures: [makeSignature(), makeSignature({ side: SignatureSide.CARRIER })],
    });
    const signedCopy = makeDocumentView({
      kind: DocumentKind.SIGNED_CONTRACT,
      versionNo: 2,
      state: DocumentState.SIGNED,
      sha256: sha256Of('e'),
    });
    await openContract(
      makeOrderDetail({ status: OrderStatus.CONTRACT_SIGNED, actions: [] }),
      makeContractView(current, { signedCopy, versions: [current, declined] }),
    );
    const copy = await screen.findByTestId('contract-signed-copy');
    expect(within(copy).getByTestId('contract-download-signed')).toBeVisible();
    expect(within(copy).getByTestId('contract-download-original')).toBeVisible();
    expect(await screen.findByTestId('contract-viewer')).toHaveAttribute(
      'data-document-id',
      signedCopy.id,
    );

    const versions = screen.getByTestId('contract-versions');
    expect(versions).toHaveTextContent('Earlier versions: 1');
    await userEvent.click(within(versions).getByText('Earlier versions: 1'));
    const row = await within(versions).findByTestId('contract-version-row');
    expect(row).toHaveAttribute('data-state', 'DECLINED');
    expect(row).toHaveTextContent('Declined by Ахметов Ерлан: «Неверная цена»');
  });
});
