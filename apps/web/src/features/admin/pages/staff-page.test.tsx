import { Role, type StaffMember } from '@freight/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makePage, makeStaffMember } from '../../../test/company-factories';
import { makeAccount, makeNotificationPage, signIn } from '../../../test/factories';
import { json, stubFetch, type StubHandler } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';

const moderator = makeStaffMember({ login: 'moderator@demo.kz', lastName: 'Жумабаев' });

function openStaff(routes: Record<string, StubHandler> = {}, role: Role = Role.ADMIN) {
  const account = signIn(makeAccount({ roleType: role, organizationName: null }));
  const network = stubFetch({
    'GET /api/admin/staff': () => json(200, makePage([moderator])),
    'GET /api/notifications': () => json(200, makeNotificationPage([])),
    'GET /api/auth/account': () => json(200, account),
    ...routes,
  });
  return { ...renderApp('/admin/staff'), network };
}

// A drawer form with many fields: slower than the default 5 s allows on a busy machine.
/** Pasted rather than typed key by key: the form has many fields. */
async function fill(testId: string, value: string) {
  await userEvent.click(await screen.findByTestId(testId));
  await userEvent.paste(value);
}

describe('the staff screen', { timeout: 20_000 }, () => {
  it('lists the staff accounts with their role and state', async () => {
    openStaff();
    const row = await within(await screen.findByTestId('staff-page')).findByTestId('staff-row');
    expect(row).toHaveAttribute('data-login', 'moderator@demo.kz');
    expect(row).toHaveTextContent('Moderator');
    expect(row).toHaveTextContent('Active');
  });

  it('creates a security-service account', async () => {
    const { network } = openStaff({
      'POST /api/admin/staff': ({ body }) =>
        json(201, makeStaffMember({ ...(body as Partial<StaffMember>), login: 'new-cb@demo.kz' })),
    });
    await userEvent.click(await screen.findByTestId('staff-add'));
    await userEvent.click(await screen.findByTestId(`staff-form-role-${Role.CB}`));
    await fill('staff-form-lastName', 'Қасымов');
    await fill('staff-form-firstName', 'Дәулет');
    await fill('staff-form-email', 'New-CB@demo.kz');
    await fill('staff-form-phone', '+7 701 222 33 44');
    await fill('staff-form-password', 'Secret123!');
    await userEvent.click(screen.getByTestId('staff-form-submit'));

    await waitFor(() => expect(network.callsTo('POST', '/api/admin/staff')).toHaveLength(1));
    expect(network.callsTo('POST', '/api/admin/staff')[0]?.body).toEqual({
      role: Role.CB,
      lastName: 'Қасымов',
      firstName: 'Дәулет',
      middleName: '',
      email: 'new-cb@demo.kz',
      phone: '+7 701 222 33 44',
      password: 'Secret123!',
    });
    expect(
      await screen.findByText('The account new-cb@demo.kz has been created'),
    ).toBeInTheDocument();
  });

  it('checks the names and e-mail before calling the server', async () => {
    const { network } = openStaff();
    await userEvent.click(await screen.findByTestId('staff-add'));
    await fill('staff-form-lastName', 'Smith');
    await fill('staff-form-email', 'not-an-email');
    await userEvent.click(screen.getByTestId('staff-form-submit'));
    expect(await screen.findByText('The field must be in Cyrillic.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email')).toBeInTheDocument();
    expect(network.callsTo('POST', '/api/admin/staff')).toHaveLength(0);
  });

  it('deactivates an account after a confirmation', async () => {
    const { network } = openStaff({
      [`POST /api/admin/staff/${moderator.id}/deactivate`]: () =>
        json(200, { ...moderator, isActive: false }),
    });
    await userEvent.click(await screen.findByTestId('staff-deactivate'));
    await userEvent.click(await screen.findByTestId('staff-deactivate-confirm'));
    await waitFor(() =>
      expect(network.callsTo('POST', `/api/admin/staff/${moderator.id}/deactivate`)).toHaveLength(
        1,
      ),
    );
  });

  it('is not shown to the security service', async () => {
    openStaff({}, Role.CB);
    expect(await screen.findByTestId('access-denied-page')).toBeVisible();
  });
});
