import {
  DeletionRequestStatus,
  GeneratedProblemCode,
  ProblemStatus,
  Role,
  type OrderProblem,
} from '@freight/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n';
import { makeAccount, makeNotificationPage, signIn } from '../../../test/factories';
import { json, stubFetch } from '../../../test/fetch-stub';
import { makeOrderSummary, nextOrderTestId } from '../../../test/order-factories';
import { renderApp } from '../../../test/render-app';

const page = <T,>(items: T[]) => ({ items, total: items.length, page: 1, pageSize: 20 });

const problemOrder: ReturnType<typeof makeOrderSummary> & { problem: OrderProblem } = {
  ...makeOrderSummary({ hasOpenProblem: true }),
  problem: {
    id: nextOrderTestId(),
    description: 'Груз повреждён при погрузке',
    generated: null,
    status: ProblemStatus.OPEN,
    reportedBy: {
      id: nextOrderTestId(),
      name: 'Ахметов Ерлан',
      role: Role.DRIVER_COMPANY,
      companyName: 'ТОО «Жол Транс»',
    },
    reportedAt: '2030-03-05T10:00:00.000Z',
    decisionComment: null,
    newStatus: null,
    decidedBy: null,
    decidedAt: null,
  },
};

const deletionRequest = {
  id: nextOrderTestId(),
  reason: 'Дубль заявки',
  status: DeletionRequestStatus.PENDING,
  requestedBy: { id: nextOrderTestId(), name: 'Сейітова Айгерим' },
  requestedAt: '2030-03-05T10:00:00.000Z',
  decidedBy: null,
  decidedAt: null,
  comment: null,
  order: makeOrderSummary({ hasOpenDeletionRequest: true }),
};

function openAs(role: Role, path: string, problems = [problemOrder]) {
  const account = signIn(makeAccount({ roleType: role, organizationName: null }));
  const network = stubFetch({
    'GET /api/problem-orders': () => json(200, page(problems)),
    'GET /api/deletion-requests': () => json(200, page([deletionRequest])),
    'GET /api/notifications': () => json(200, makeNotificationPage([])),
    'GET /api/auth/account': () => json(200, account),
  });
  return { ...renderApp(path), network };
}

describe('problem requests', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('lists the open problem orders with the report for the CB and opens one', async () => {
    const { router, network } = openAs(Role.CB, '/problem-requests');
    const row = await screen.findByTestId('problem-row');
    expect(row).toHaveAttribute('data-order-id', problemOrder.id);
    expect(row).toHaveTextContent('Груз повреждён при погрузке');
    expect(row).toHaveTextContent('Ахметов Ерлан');
    expect(row).toHaveTextContent('ТОО «Жол Транс»');
    expect(network.callsTo('GET', '/api/problem-orders')[0]?.url.searchParams.get('status')).toBe(
      'OPEN',
    );
    await userEvent.click(row.querySelector('td')!);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/view-request/${problemOrder.id}`),
    );
  });

  it.each([
    ['en', 'Seal mismatch: KZ 0001234 at loading, KZ 0009999 at unloading.'],
    ['zh', '铅封不一致：装货时为 KZ 0001234，卸货时为 KZ 0009999。'],
  ] as const)('words a seal mismatch the platform reported in %s', async (language, text) => {
    await i18n.changeLanguage(language);
    const sealReport = {
      ...problemOrder,
      problem: {
        ...problemOrder.problem,
        description: '',
        generated: {
          code: GeneratedProblemCode.SEAL_MISMATCH,
          params: { loadingNumber: 'KZ 0001234', unloadingNumber: 'KZ 0009999' },
        },
      },
    };
    openAs(Role.CB, '/problem-requests', [sealReport]);
    expect(await screen.findByTestId('problem-row-description')).toHaveTextContent(text);
  });

  it('shows the CB the deletion requests on their own tab', async () => {
    const { router } = openAs(Role.CB, '/problem-requests');
    await userEvent.click(await screen.findByTestId('problem-requests-tab-deletions'));
    const row = await screen.findByTestId('deletion-row');
    expect(row).toHaveTextContent('Дубль заявки');
    expect(router.state.location.search).toBe('?tab=deletions');
  });

  it('gives the moderator a page of deletion requests', async () => {
    openAs(Role.MODERATOR, '/deletion-requests');
    expect(await screen.findByTestId('deletion-row')).toHaveTextContent('Сейітова Айгерим');
    expect(screen.getByTestId('deletion-requests-page')).toBeInTheDocument();
  });

  it('denies the problem requests to a forwarder', async () => {
    openAs(Role.FORWARDER, '/problem-requests');
    expect(await screen.findByTestId('access-denied-page')).toBeInTheDocument();
  });
});
