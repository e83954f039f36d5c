import { CompanyKind, CompanyStatus, Role, type CompanyDetail } from '@freight/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeCompanyDetail, makeEmployee } from '../../../test/company-factories';
import { makeAccount, makeNotificationPage, signIn } from '../../../test/factories';
import { json, stubFetch, type StubHandler } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';

const company = makeCompanyDetail({
  organizationName: 'ТОО «Дала Экспресс»',
  version: 3,
  employees: [makeEmployee({ lastName: 'Ахметов', firstName: 'Ерлан', canSign: true })],
  history: [
    {
      id: '00000000-0000-4000-8000-00000000a001',
      action: 'REJECTED',
      comment: 'Нет устава',
      createdAt: '2025-01-15T11:00:00.000Z',
      actor: {
        id: '00000000-0000-4000-8000-00000000a002',
        lastName: 'Қасымов',
        firstName: 'Дәулет',
        middleName: null,
        role: Role.CB,
      },
    },
    {
      id: '00000000-0000-4000-8000-00000000a003',
      action: 'RESUBMITTED',
      comment: null,
      createdAt: '2025-01-16T11:00:00.000Z',
      actor: null,
    },
  ],
});
const login = company.owner?.login ?? '';
const detailPath = `/api/expeditors/by-login/${encodeURIComponent(login)}`;

interface Handlers {
  detail?: StubHandler;
  approve?: StubHandler;
  reject?: StubHandler;
}

function openCompany(handlers: Handlers = {}, role: Role = Role.CB) {
  const account = signIn(makeAccount({ roleType: role, organizationName: null }));
  const network = stubFetch({
    [`GET ${detailPath}`]: handlers.detail ?? (() => json(200, company)),
    [`POST /api/cb/companies/${company.id}/approve`]:
      handlers.approve ?? (() => json(200, { ...company, status: CompanyStatus.APPROVED })),
    [`POST /api/cb/companies/${company.id}/reject`]:
      handlers.reject ?? (() => json(200, { ...company, status: CompanyStatus.REJECTED })),
    'GET /api/notifications': () => json(200, makeNotificationPage([])),
    'GET /api/auth/account': () => json(200, account),
  });
  return { ...renderApp(`/expeditor/${encodeURIComponent(login)}`), network };
}

// The first render of a file warms up Ant Design: slow on a busy machine.
describe('the expeditor view', { timeout: 15_000 }, () => {
  it('shows the contacts, company data, documents, employees and review history', async () => {
    openCompany();
    const detail = await screen.findByTestId('company-detail');
    expect(within(detail).getByTestId('company-status')).toHaveTextContent('Pending review');
    expect(within(detail).getByTestId('company-owner-name')).toHaveTextContent(
      'Сейітова Айгерим Маратқызы',
    );
    expect(within(detail).getByTestId('company-owner-email')).toHaveTextContent(login);
    expect(within(detail).getByTestId('company-bin')).toHaveTextContent('900115300003');
    expect(detail).toHaveTextContent('Алматы, ул. Абая, 1');
    expect(detail).toHaveTextContent('Директор');

    const document = within(detail).getByTestId('company-document');
    expect(document).toHaveTextContent('Charter');
    expect(document).toHaveTextContent('устав.pdf');
    expect(within(document).getByTestId('document-view')).toBeEnabled();
    expect(within(document).getByTestId('document-download')).toBeEnabled();

    const employee = within(within(detail).getByTestId('company-employees')).getByTestId(
      'employee-row',
    );
    expect(employee).toHaveTextContent('Ахметов Ерлан');
    expect(employee).toHaveTextContent('May sign');

    const history = within(within(detail).getByTestId('company-history')).getAllByTestId(
      'company-history-entry',
    );
    expect(history.map((entry) => entry.dataset.action)).toEqual(['RESUBMITTED', 'REJECTED']);
    expect(history[1]).toHaveTextContent('Қасымов Дәулет (Security service (CB))');
    expect(history[1]).toHaveTextContent('Нет устава');
  });

  it('approves at the version read after a confirmation', async () => {
    const { network } = openCompany();
    await userEvent.click(await screen.findByTestId('company-approve'));
    await userEvent.click(await screen.findByTestId('company-approve-confirm'));
    await waitFor(() =>
      expect(network.callsTo('POST', `/api/cb/companies/${company.id}/approve`)[0]?.body).toEqual({
        version: 3,
      }),
    );
    expect(await screen.findByText('The company has been approved')).toBeInTheDocument();
  });

  it("says 'Error during approval' when the approval fails", async () => {
    openCompany({ approve: () => json(500, { code: 'UNEXPECTED', message: 'boom' }) });
    await userEvent.click(await screen.findByTestId('company-approve'));
    await userEvent.click(await screen.findByTestId('company-approve-confirm'));
    expect(await screen.findByText('Error during approval')).toBeInTheDocument();
    expect(screen.getByTestId('company-status')).toHaveTextContent('Pending review');
  });

  it('reloads the company with a message when someone changed it meanwhile', async () => {
    let current: CompanyDetail = company;
    const { network } = openCompany({
      detail: () => json(200, current),
      approve: () => {
        current = { ...company, status: CompanyStatus.REJECTED, version: 4 };
        return json(409, { code: 'VERSION_CONFLICT', message: 'conflict' });
      },
    });
    await userEvent.click(await screen.findByTestId('company-approve'));
    await userEvent.click(await screen.findByTestId('company-approve-confirm'));
    expect(await screen.findByText(/decide again/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('company-status')).toHaveTextContent('Rejected'));
    expect(screen.queryByTestId('company-approve')).not.toBeInTheDocument();
    expect(network.callsTo('GET', detailPath).length).toBeGreaterThan(1);
  });

  it('requires a comment to reject and sends it with the version', async () => {
    const { network } = openCompany();
    await userEvent.click(await screen.findByTestId('company-reject'));
    await userEvent.click(await screen.findByTestId('company-reject-confirm'));
    expect(await screen.findByText('Comment cannot be empty')).toBeInTheDocument();
    expect(network.callsTo('POST', `/api/cb/companies/${company.id}/reject`)).toHaveLength(0);

    await userEvent.type(screen.getByTestId('company-reject-comment'), '  Приложите устав  ');
    await userEvent.click(screen.getByTestId('company-reject-confirm'));
    await waitFor(() =>
      expect(network.callsTo('POST', `/api/cb/companies/${company.id}/reject`)[0]?.body).toEqual({
        version: 3,
        comment: 'Приложите устав',
      }),
    );
  });

  it("says 'Error rejecting expeditor' when the rejection fails", async () => {
    openCompany({ reject: () => json(500, { code: 'UNEXPECTED', message: 'boom' }) });
    await userEvent.click(await screen.findByTestId('company-reject'));
    await userEvent.type(await screen.findByTestId('company-reject-comment'), 'Нет устава');
    await userEvent.click(screen.getByTestId('company-reject-confirm'));
    expect(await screen.findByTestId('company-reject-error')).toHaveTextContent(
      'Error rejecting expeditor',
    );
  });

  it('lets a moderator look but not decide', async () => {
    openCompany({}, Role.MODERATOR);
    await screen.findByTestId('company-detail');
    expect(screen.queryByTestId('company-approve')).not.toBeInTheDocument();
    expect(screen.queryByTestId('company-reject')).not.toBeInTheDocument();
  });

  it('says nothing was found for an unknown login', async () => {
    openCompany({ detail: () => json(404, { code: 'NOT_FOUND', message: 'Nothing found' }) });
    expect(await screen.findByTestId('company-missing')).toHaveTextContent(
      'Nothing found for the request',
    );
  });

  it('views a carrier by id', async () => {
    const carrier = makeCompanyDetail({ kind: CompanyKind.CARRIER });
    const account = signIn(makeAccount({ roleType: Role.CB }));
    stubFetch({
      [`GET /api/cb/companies/${carrier.id}`]: () => json(200, carrier),
      'GET /api/notifications': () => json(200, makeNotificationPage([])),
      'GET /api/auth/account': () => json(200, account),
    });
    renderApp(`/view-carrier/${carrier.id}`);
    expect(await screen.findByTestId('company-detail')).toHaveAttribute(
      'data-company-id',
      carrier.id,
    );
    expect(screen.getByTestId('company-back')).toHaveAttribute('href', '/carriers');
  });
});
