import type { CompanyProfile } from '@freight/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { StorageKey } from '../../../lib/session/session-storage';
import { makeCompanyDetail } from '../../../test/company-factories';
import { makeAccount, signIn } from '../../../test/factories';
import { json, stubFetch, type StubHandler } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';

const CHARTER_ID = '44444444-4444-4444-8444-444444444444';
const VAT_ID = '55555555-5555-4555-8555-555555555555';
const NEW_VAT_ID = '66666666-6666-4666-8666-666666666666';
const CB_ID = '77777777-7777-4777-8777-777777777777';

function rejectedRegistration(): CompanyProfile {
  const { employees: _employees, ...profile } = makeCompanyDetail({
    status: 'REJECTED',
    reviewComment: 'Устав без последней страницы, загрузите полный документ.',
    version: 3,
    documents: [
      {
        id: CHARTER_ID,
        kind: 'CHARTER',
        originalName: 'устав.pdf',
        contentType: 'application/pdf',
        size: 120_000,
        uploadedAt: '2025-01-15T09:58:00.000Z',
      },
      {
        id: VAT_ID,
        kind: 'VAT_CERTIFICATE',
        originalName: 'ндс.pdf',
        contentType: 'application/pdf',
        size: 80_000,
        uploadedAt: '2025-01-15T09:59:00.000Z',
      },
    ],
    history: [
      {
        id: '88888888-8888-4888-8888-888888888881',
        action: 'SUBMITTED',
        comment: null,
        createdAt: '2025-01-15T10:00:00.000Z',
        actor: null,
      },
      {
        id: '88888888-8888-4888-8888-888888888882',
        action: 'REJECTED',
        comment: 'Устав без последней страницы, загрузите полный документ.',
        createdAt: '2025-01-16T12:30:00.000Z',
        actor: {
          id: CB_ID,
          lastName: 'Жумабаев',
          firstName: 'Нурлан',
          middleName: null,
          role: 'ROLE_CB',
        },
      },
    ],
  });
  return profile;
}

function openAsRejectedOwner(routes: Record<string, StubHandler> = {}) {
  signIn(makeAccount({ companyStatus: 'REJECTED' }));
  const registration = rejectedRegistration();
  const network = stubFetch({
    'GET /api/registration/status': () => json(200, registration),
    'POST /api/auth/logout': () => json(200, { ok: true }),
    ...routes,
  });
  return { ...renderApp('/registration-status'), network, registration };
}

describe('the registration status page', { timeout: 20_000 }, () => {
  it("shows the security service's comment and who did what when", async () => {
    openAsRejectedOwner();

    expect(await screen.findByTestId('registration-status')).toHaveTextContent('Rejected');
    expect(screen.getByTestId('registration-review-comment')).toHaveTextContent(
      'Устав без последней страницы',
    );
    const items = within(screen.getByTestId('registration-history')).getAllByTestId(
      'registration-history-item',
    );
    expect(items.map((item) => item.getAttribute('data-action'))).toEqual([
      'REJECTED',
      'SUBMITTED',
    ]);
    expect(items[0]).toHaveTextContent('Жумабаев Нурлан (Security service (CB))');
    expect(items[0]).toHaveTextContent('16.01.2025');
    // Outside the signed-in layout: this session may call nothing else.
    expect(screen.queryByTestId('sidebar')).not.toBeInTheDocument();
    expect(screen.getByTestId('signup-bin')).toHaveValue('900115300003');
    expect(screen.getByTestId('signup-upload-CHARTER')).toHaveTextContent('устав.pdf');
  });

  it('resubmits the corrected data with a replaced document and signs out quietly', async () => {
    const { network } = openAsRejectedOwner({
      'POST /api/registration/documents': () =>
        json(201, {
          id: NEW_VAT_ID,
          kind: 'VAT_CERTIFICATE',
          originalName: 'ндс-2025.pdf',
          size: 5,
          contentType: 'application/pdf',
        }),
      'PUT /api/registration': () =>
        json(200, { ...rejectedRegistration(), status: 'PENDING_REVIEW', version: 4 }),
    });

    await screen.findByTestId('registration-review-comment');
    fireEvent.change(screen.getByTestId('signup-legalAddress'), {
      target: { value: 'Алматы, пр. Достык, 10' },
    });
    const input = screen.getByTestId('signup-upload-VAT_CERTIFICATE').querySelector('input');
    await userEvent.upload(
      input as HTMLInputElement,
      new File(['%PDF-'], 'ндс-2025.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('signup-upload-VAT_CERTIFICATE')).toHaveTextContent('Uploaded'),
    );
    await userEvent.click(screen.getByTestId('registration-resubmit'));

    expect(await screen.findByTestId('registration-resubmitted')).toHaveTextContent(
      'The registration has been resubmitted',
    );
    expect(network.callsTo('PUT', '/api/registration')[0]?.body).toEqual({
      lastName: 'Сейітова',
      firstName: 'Айгерим',
      middleName: 'Маратқызы',
      phone: '+7 701 000 00 01',
      organizationName: 'ТОО «Дала Экспресс»',
      bin: '900115300003',
      legalAddress: 'Алматы, пр. Достык, 10',
      actualAddress: 'Алматы, ул. Сатпаева, 5',
      signatoryPosition: 'Директор',
      documents: { CHARTER: CHARTER_ID, VAT_CERTIFICATE: NEW_VAT_ID, POWER_OF_ATTORNEY: null },
      version: 3,
    });
    await waitFor(() => expect(network.callsTo('POST', '/api/auth/logout')).toHaveLength(1));
    expect(localStorage.getItem(StorageKey.ACCESS_TOKEN)).toBeNull();
    // Still the notice, not the login page, and no error about the ended session.
    expect(screen.getByTestId('registration-resubmitted')).toBeInTheDocument();
    expect(screen.queryByText('Unauthorized')).not.toBeInTheDocument();
    expect(network.callsTo('GET', '/api/registration/status')).toHaveLength(1);
  });

  it('shows a BIN taken meanwhile next to the BIN', async () => {
    openAsRejectedOwner({
      'PUT /api/registration': () => json(409, { code: 'BIN_ALREADY_REGISTERED', message: 'x' }),
    });
    await screen.findByTestId('registration-review-comment');
    await userEvent.click(screen.getByTestId('registration-resubmit'));

    const bin = screen.getByTestId('signup-bin').closest('.ant-form-item');
    await waitFor(() => expect(bin).toHaveTextContent('This BIN or IIN is already registered!'));
    expect(screen.queryByTestId('registration-resubmitted')).not.toBeInTheDocument();
  });

  it('sends a visitor without a session to the login page', async () => {
    stubFetch({});
    const { pageLoads } = renderApp('/registration-status');
    await waitFor(() => expect(pageLoads).toEqual(['/login']));
  });
});
