import { Role, type Account, type CompanyProfile, type Profile } from '@freight/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeCompanyDetail } from '../../../test/company-factories';
import { makeAccount, makeNotificationPage, signIn } from '../../../test/factories';
import { json, stubFetch, type StubHandler } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';

function profileOf(account: Account): Profile {
  return {
    id: account.id,
    login: account.login,
    role: account.roleType,
    lastName: account.lname,
    firstName: account.fname,
    middleName: account.sname,
    phone: account.phoneNumber,
    version: 2,
  };
}

function companyOf(): CompanyProfile {
  const { employees: _employees, ...company } = makeCompanyDetail({
    status: 'APPROVED',
    version: 5,
  });
  return company;
}

function openProfile(
  account: Account,
  routes: Record<string, StubHandler> = {},
  path = '/profile',
) {
  signIn(account);
  let current = account;
  const network = stubFetch({
    'GET /api/notifications': () => json(200, makeNotificationPage([])),
    'GET /api/auth/account': () => json(200, current),
    'GET /api/profile': () => json(200, profileOf(account)),
    'GET /api/company': () => json(200, companyOf()),
    ...routes,
  });
  const setServerAccount = (next: Account) => {
    current = next;
  };
  return { ...renderApp(path), network, setServerAccount };
}

/** The message under the form field that holds `testId`. */
function errorOf(testId: string): string {
  const item = screen.getByTestId(testId).closest('.ant-form-item');
  return item?.querySelector('.ant-form-item-explain')?.textContent ?? '';
}

describe('the profile page', { timeout: 20_000 }, () => {
  it('opens from the profile drawer', async () => {
    const { router } = openProfile(makeAccount(), {}, '/notifications');
    await userEvent.click(await screen.findByTestId('user-name'));
    await userEvent.click(await screen.findByTestId('profile-edit-link'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(await screen.findByTestId('profile-page')).toBeInTheDocument();
  });

  it('saves the personal data and shows the new name in the top bar', async () => {
    const account = makeAccount({ roleType: Role.CB, organizationName: null });
    const { network, setServerAccount } = openProfile(account, {
      'PATCH /api/profile': () => {
        setServerAccount({ ...account, fname: 'Асель' });
        return json(200, { ...profileOf(account), firstName: 'Асель', version: 3 });
      },
    });
    expect(await screen.findByTestId('user-name')).toHaveTextContent('Айгерим Сейітова');

    const firstName = await screen.findByTestId('profile-firstName');
    fireEvent.change(firstName, { target: { value: 'Асель' } });
    await userEvent.click(screen.getByTestId('profile-save'));

    await waitFor(() =>
      expect(screen.getByTestId('user-name')).toHaveTextContent('Асель Сейітова'),
    );
    expect(network.callsTo('PATCH', '/api/profile')[0]?.body).toEqual({
      lastName: 'Сейітова',
      firstName: 'Асель',
      middleName: 'Маратқызы',
      phone: '+7 701 000 00 01',
      version: 2,
    });
    expect(await screen.findByText('Changes Saved')).toBeInTheDocument();
  });

  it('keeps names in Cyrillic', async () => {
    const { network } = openProfile(makeAccount());
    fireEvent.change(await screen.findByTestId('profile-lastName'), {
      target: { value: 'Seitova' },
    });
    await userEvent.click(screen.getByTestId('profile-save'));
    await waitFor(() => expect(errorOf('profile-lastName')).toBe('The field must be in Cyrillic.'));
    expect(network.callsTo('PATCH', '/api/profile')).toHaveLength(0);
  });

  it('refuses a new password whose confirmation differs', async () => {
    const { network } = openProfile(makeAccount(), {}, '/profile?tab=password');
    fireEvent.change(await screen.findByTestId('password-old'), { target: { value: 'Old12345!' } });
    fireEvent.change(screen.getByTestId('password-new'), { target: { value: 'New12345!' } });
    fireEvent.change(screen.getByTestId('password-confirm'), { target: { value: 'New12346!' } });
    await userEvent.click(screen.getByTestId('password-save'));

    await waitFor(() => expect(errorOf('password-confirm')).toBe('Passwords do not match.'));
    expect(network.callsTo('POST', '/api/profile/password')).toHaveLength(0);
  });

  it('says a wrong current password under that field', async () => {
    openProfile(makeAccount(), {
      'POST /api/profile/password': () =>
        json(400, {
          code: 'OLD_PASSWORD_WRONG',
          message: 'The current password is wrong',
          fields: { oldPassword: 'validation.oldPasswordWrong' },
        }),
    });
    await userEvent.click(await screen.findByTestId('profile-tab-password'));
    fireEvent.change(await screen.findByTestId('password-old'), { target: { value: 'Wrong123!' } });
    fireEvent.change(screen.getByTestId('password-new'), { target: { value: 'New12345!' } });
    fireEvent.change(screen.getByTestId('password-confirm'), { target: { value: 'New12345!' } });
    await userEvent.click(screen.getByTestId('password-save'));

    await waitFor(() => expect(errorOf('password-old')).toBe('The current password is wrong'));
    expect(screen.queryByTestId('password-changed')).not.toBeInTheDocument();
  });

  it('changes the password and says so', async () => {
    const { network } = openProfile(
      makeAccount(),
      { 'POST /api/profile/password': () => json(200, { ok: true }) },
      '/profile?tab=password',
    );
    fireEvent.change(await screen.findByTestId('password-old'), { target: { value: 'Old12345!' } });
    fireEvent.change(screen.getByTestId('password-new'), { target: { value: 'New12345!' } });
    fireEvent.change(screen.getByTestId('password-confirm'), { target: { value: 'New12345!' } });
    await userEvent.click(screen.getByTestId('password-save'));

    expect(await screen.findByTestId('password-changed')).toHaveTextContent(
      'The password has been changed',
    );
    expect(network.callsTo('POST', '/api/profile/password')[0]?.body).toEqual({
      oldPassword: 'Old12345!',
      newPassword: 'New12345!',
    });
    expect(screen.getByTestId('password-old')).toHaveValue('');
  });

  it('warns the owner that a new name sends the company back to review', async () => {
    const { network } = openProfile(makeAccount(), {
      'PATCH /api/company': () =>
        json(200, {
          ...companyOf(),
          organizationName: 'ТОО «Дала Логистик»',
          status: 'PENDING_REVIEW',
          version: 6,
        }),
    });
    await userEvent.click(await screen.findByTestId('profile-tab-company'));
    fireEvent.change(await screen.findByTestId('company-organizationName'), {
      target: { value: 'ТОО «Дала Логистик»' },
    });
    await userEvent.click(screen.getByTestId('company-save'));

    const warning = await screen.findByRole('dialog');
    expect(warning).toHaveTextContent('The company will go back to review');
    expect(network.callsTo('PATCH', '/api/company')).toHaveLength(0);
    await userEvent.click(within(warning).getByTestId('company-review-confirm'));

    expect(await screen.findByTestId('company-under-review')).toHaveTextContent(
      'Registration is not approved',
    );
    expect(network.callsTo('PATCH', '/api/company')[0]?.body).toEqual({
      organizationName: 'ТОО «Дала Логистик»',
      bin: '900115300003',
      legalAddress: 'Алматы, ул. Абая, 1',
      actualAddress: 'Алматы, ул. Сатпаева, 5',
      signatoryPosition: 'Директор',
      version: 5,
    });
  });

  it('saves a new address without a warning', async () => {
    const { network } = openProfile(makeAccount({ roleType: Role.DRIVER_COMPANY }), {
      'PATCH /api/company': () => json(200, { ...companyOf(), version: 6 }),
    });
    await userEvent.click(await screen.findByTestId('profile-tab-company'));
    fireEvent.change(await screen.findByTestId('company-actualAddress'), {
      target: { value: 'Астана, ул. Кунаева, 8' },
    });
    await userEvent.click(screen.getByTestId('company-save'));

    await waitFor(() => expect(network.callsTo('PATCH', '/api/company')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByTestId('company-under-review')).not.toBeInTheDocument();
  });

  it('shows the company read-only to an employee, with its documents', async () => {
    openProfile(makeAccount({ roleType: Role.EMPLOYEE }), {}, '/profile?tab=company');
    expect(await screen.findByTestId('company-details')).toHaveTextContent('ТОО «Дала Экспресс»');
    expect(screen.queryByTestId('company-save')).not.toBeInTheDocument();
    expect(screen.getByTestId('company-document')).toHaveTextContent('Charter');
  });

  it('has no company tab for platform staff', async () => {
    openProfile(makeAccount({ roleType: Role.MODERATOR, organizationName: null }));
    await screen.findByTestId('profile-tab-password');
    expect(screen.queryByTestId('profile-tab-company')).not.toBeInTheDocument();
  });
});
