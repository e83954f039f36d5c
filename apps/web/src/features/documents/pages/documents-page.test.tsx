import { DocumentKind, DocumentState, Role } from '@freight/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { chooseByTestId, fillByTestId, pickDate } from '../../../test/antd-helpers';
import {
  makeDocumentPage,
  makeDocumentView,
  pdfResponse,
  sha256Of,
  stubObjectUrls,
} from '../../../test/document-factories';
import { makeAccount, makeNotificationPage, signIn } from '../../../test/factories';
import { json, stubFetch, type StubHandler } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { PHONE_WIDTH, setViewportWidth } from '../../../test/viewport';

const contract = makeDocumentView({ orderNumber: 'ORD-2030-000042', sha256: sha256Of('a') });
const signedCopy = makeDocumentView({
  kind: DocumentKind.SIGNED_CONTRACT,
  state: DocumentState.SIGNED,
  orderNumber: 'ORD-2030-000077',
  versionNo: 2,
});

async function openDocuments(routes: Record<string, StubHandler> = {}, path = '/documents') {
  const account = signIn(makeAccount({ roleType: Role.EMPLOYEE }));
  const network = stubFetch({
    'GET /api/documents': () => json(200, makeDocumentPage([contract, signedCopy], { total: 45 })),
    'GET /api/notifications': () => json(200, makeNotificationPage([])),
    'GET /api/auth/account': () => json(200, account),
    ...routes,
  });
  const view = renderApp(path);
  // The first test of a run also waits for the lazily loaded page to compile.
  await screen.findByTestId('documents-page', {}, { timeout: 10_000 });
  return { ...view, network };
}

/** The query of the latest list request. */
const lastListQuery = (network: Awaited<ReturnType<typeof openDocuments>>['network']) =>
  Object.fromEntries(network.callsTo('GET', '/api/documents').at(-1)?.url.searchParams ?? []);

describe('the documents screen', { timeout: 30_000 }, () => {
  it('lists the documents with their state and hash under their order, named once', async () => {
    const note = makeDocumentView({
      kind: DocumentKind.CONSIGNMENT_NOTE,
      state: DocumentState.ISSUED,
      orderId: contract.orderId,
      orderNumber: contract.orderNumber,
    });
    await openDocuments({
      'GET /api/documents': () => json(200, makeDocumentPage([contract, note, signedCopy])),
    });
    const rows = await screen.findAllByTestId('document-row');
    expect(rows.map((row) => row.dataset.orderNumber)).toEqual([
      'ORD-2030-000042',
      'ORD-2030-000042',
      'ORD-2030-000077',
    ]);
    expect(rows[0]).toHaveTextContent('Transport contract · Version 1');
    expect(rows[0]).toHaveTextContent('Awaiting signatures');
    expect(rows[0]).toHaveTextContent('aaaaaaaa…aaaaaaaa');
    expect(rows[2]).toHaveTextContent('Signed contract · Version 2');
    // One heading per order: its number, a link to it, and its two parties.
    const headings = screen.getAllByTestId('list-group-heading');
    expect(headings).toHaveLength(2);
    expect(headings[0]).toHaveTextContent('ТОО «Дала Экспресс» → ТОО «Жол Транс»');
    expect(within(headings[0]!).getByTestId('document-order-link')).toHaveAttribute(
      'href',
      `/view-request/${contract.orderId}`,
    );
    expect(screen.getAllByTestId('document-order-link')).toHaveLength(2);
  });

  it('shows a card per order on a phone, its documents one under another', async () => {
    setViewportWidth(PHONE_WIDTH);
    const note = makeDocumentView({ orderId: contract.orderId, orderNumber: contract.orderNumber });
    await openDocuments({
      'GET /api/documents': () => json(200, makeDocumentPage([contract, note, signedCopy])),
    });
    await screen.findAllByTestId('document-row');
    const headings = screen.getAllByTestId('list-group-heading');
    expect(headings).toHaveLength(2);
    expect(headings[0]).toHaveTextContent('ORD-2030-000042');
    expect(headings[1]).toHaveTextContent('ORD-2030-000077');
  });

  it('asks the server for the chosen type, state, order number, dates and page', async () => {
    const { network, router } = await openDocuments();
    await screen.findAllByTestId('document-row');
    expect(lastListQuery(network)).toEqual({ page: '1', pageSize: '20' });

    await chooseByTestId('documents-filter-kind', 'CONTRACT');
    await chooseByTestId('documents-filter-state', 'SIGNING');
    await fillByTestId('documents-filter-order', 'ORD-2030-000042');
    await userEvent.keyboard('{Enter}');
    await pickDate('documents-filter-from', '01.03.2030');
    await pickDate('documents-filter-to', '31.03.2030');
    await waitFor(() =>
      expect(lastListQuery(network)).toEqual({
        page: '1',
        pageSize: '20',
        kind: 'CONTRACT',
        state: 'SIGNING',
        orderNumber: 'ORD-2030-000042',
        from: '2030-03-01',
        to: '2030-03-31',
      }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastListQuery(network).page).toBe('2'));
    expect(router.state.location.search).toContain('kind=CONTRACT');
  });

  it('says when no document matches the filters and resets them', async () => {
    const { network } = await openDocuments(
      { 'GET /api/documents': () => json(200, makeDocumentPage([])) },
      '/documents?state=DECLINED',
    );
    expect(await screen.findByText('Nothing found for the request')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('documents-reset-all'));
    await waitFor(() => expect(lastListQuery(network).state).toBeUndefined());
  });

  it('says that there are no documents yet before any contract is generated', async () => {
    await openDocuments({ 'GET /api/documents': () => json(200, makeDocumentPage([])) });
    expect(await screen.findByText('No documents yet')).toBeInTheDocument();
    expect(screen.getByText('Go to the orders')).toHaveAttribute('href', '/requests');
  });

  it('previews a document in place', async () => {
    stubObjectUrls();
    await openDocuments({ [`GET /api/documents/${contract.id}/file`]: () => pdfResponse() });
    const [row] = await screen.findAllByTestId('document-row');
    await userEvent.click(within(row!).getByTestId('document-preview'));
    const viewer = await screen.findByTestId('document-viewer');
    expect(viewer).toHaveAttribute('data-document-id', contract.id);
    // pdf.js draws the pages (a real browser does, e2e/contracts.spec.ts); here the viewer
    // stands named by the document for screen readers.
    expect(
      await within(viewer).findByRole('document', { name: contract.fileName }),
    ).toHaveAttribute('data-testid', 'pdf-pages');
  });

  it('shows cards on a phone, with the filters behind a button', async () => {
    setViewportWidth(PHONE_WIDTH);
    await openDocuments();
    const cards = await screen.findAllByTestId('document-row');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByTestId('document-download')).toHaveTextContent('Download');
    expect(screen.queryByTestId('documents-filters')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('documents-filters-toggle'));
    expect(screen.getByTestId('documents-filters')).toBeVisible();
  });
});
