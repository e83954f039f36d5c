import { Role, type Employee } from '@freight/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeEmployee, makePage } from '../../../test/company-factories';
import { makeAccount, makeNotificationPage, signIn } from '../../../test/factories';
import { json, stubFetch, type StubHandler } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { PHONE_WIDTH, setViewportWidth } from '../../../test/viewport';

const employee = makeEmployee({
  lastName: 'Ахметов',
  firstName: 'Ерлан',
  login: 'erlan@dala.kz',
  version: 2,
});

function openEmployees(
  routes: Record<string, StubHandler> = {},
  { path = '/employees', role = Role.FORWARDER }: { path?: string; role?: Role } = {},
) {
  const account = signIn(makeAccount({ roleType: role }));
  const network = stubFetch({
    'GET /api/employees': () => json(200, makePage([employee])),
    'GET /api/notifications': () => json(200, makeNotificationPage([])),
    'GET /api/auth/account': () => json(200, account),
    ...routes,
  });
  return { ...renderApp(path), network };
}

async function fillForm(values: Partial<Record<string, string>>) {
  for (const [field, value] of Object.entries(values)) {
    const input = screen.getByTestId(`employee-form-${field}`);
    await userEvent.clear(input);
    // Pasted rather than typed key by key: the form has many fields.
    if (value) await userEvent.paste(value);
  }
}

const validPerson = {
  lastName: 'Серікова',
  firstName: 'Дана',
  middleName: '',
  iin: '900115300003',
  email: 'Dana@Dala.kz',
  phone: '+7 701 111 22 33',
};

// Drawer forms with many fields: slower than the default 5 s allows on a busy machine.
describe('the employees screen', { timeout: 20_000 }, () => {
  it('lists the employees and asks the server with the search and active filter', async () => {
    const { network, router } = openEmployees();
    const page = await screen.findByTestId('employees-page');
    const row = await within(page).findByTestId('employee-row');
    expect(row).toHaveAttribute('data-login', 'erlan@dala.kz');
    expect(row).toHaveTextContent('Ахметов Ерлан');
    expect(row).toHaveTextContent('Active');

    await userEvent.click(screen.getByText('Deactivated'));
    await waitFor(() =>
      expect(network.callsTo('GET', '/api/employees').at(-1)?.url.searchParams.get('active')).toBe(
        'false',
      ),
    );
    expect(router.state.location.search).toBe('?active=false');
  });

  it('checks the IIN check digit and Cyrillic names before calling the server', async () => {
    const { network } = openEmployees();
    await userEvent.click(await screen.findByTestId('employee-add'));
    await screen.findByTestId('employee-form-lastName');
    await fillForm({
      ...validPerson,
      lastName: 'Smith',
      iin: '780322300455',
    });
    await fillForm({ password: 'Secret123!' });
    await userEvent.click(screen.getByTestId('employee-form-submit'));

    expect(await screen.findByText('The field must be in Cyrillic.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid 12-digit IIN.')).toBeInTheDocument();
    expect(network.callsTo('POST', '/api/employees')).toHaveLength(0);
  });

  it('requires a password for a new employee', async () => {
    const { network } = openEmployees();
    await userEvent.click(await screen.findByTestId('employee-add'));
    await screen.findByTestId('employee-form-lastName');
    await fillForm(validPerson);
    await userEvent.click(screen.getByTestId('employee-form-submit'));
    expect(
      await screen.findByText(/Password must be \d+ to \d+ characters long/),
    ).toBeInTheDocument();
    expect(network.callsTo('POST', '/api/employees')).toHaveLength(0);
  });

  it('adds an employee with signature permission', async () => {
    const { network } = openEmployees({
      'POST /api/employees': ({ body }) =>
        json(201, makeEmployee({ ...(body as Partial<Employee>), canSign: true })),
    });
    await userEvent.click(await screen.findByTestId('employee-add'));
    await screen.findByTestId('employee-form-lastName');
    await fillForm(validPerson);
    await userEvent.click(screen.getByTestId('employee-form-canSign'));
    await fillForm({ password: 'Secret123!' });
    await userEvent.click(screen.getByTestId('employee-form-submit'));

    await waitFor(() => expect(network.callsTo('POST', '/api/employees')).toHaveLength(1));
    expect(network.callsTo('POST', '/api/employees')[0]?.body).toEqual({
      lastName: 'Серікова',
      firstName: 'Дана',
      middleName: '',
      iin: '900115300003',
      email: 'dana@dala.kz',
      phone: '+7 701 111 22 33',
      canSign: true,
      password: 'Secret123!',
    });
    expect(
      await screen.findByText('The employee has been added and can sign in'),
    ).toBeInTheDocument();
  });

  it('shows an e-mail already in use under the e-mail field', async () => {
    openEmployees({
      'POST /api/employees': () =>
        json(409, { code: 'EXPEDITOR_ALREADY_EXISTS', message: 'Expeditor already exist' }),
    });
    await userEvent.click(await screen.findByTestId('employee-add'));
    await screen.findByTestId('employee-form-lastName');
    await fillForm(validPerson);
    await fillForm({ password: 'Secret123!' });
    await userEvent.click(screen.getByTestId('employee-form-submit'));
    expect(
      await screen.findByText('An account with this e-mail already exists'),
    ).toBeInTheDocument();
  });

  it('edits with the version read and keeps the password when left empty', async () => {
    const { network } = openEmployees({
      [`PUT /api/employees/${employee.id}`]: () => json(200, { ...employee, version: 3 }),
    });
    await userEvent.click(await screen.findByTestId('employee-edit'));
    expect(await screen.findByTestId('employee-form-email')).toHaveValue('erlan@dala.kz');
    await fillForm({ phone: '+7 707 555 44 33' });
    await userEvent.click(screen.getByTestId('employee-form-submit'));
    await waitFor(() =>
      expect(network.callsTo('PUT', `/api/employees/${employee.id}`)).toHaveLength(1),
    );
    const body = network.callsTo('PUT', `/api/employees/${employee.id}`)[0]?.body;
    expect(body).toMatchObject({ phone: '+7 707 555 44 33', version: 2, canSign: false });
    expect(body).not.toHaveProperty('password');
  });

  it('deactivates an employee after a confirmation', async () => {
    const { network } = openEmployees({
      [`POST /api/employees/${employee.id}/deactivate`]: () =>
        json(200, { ...employee, isActive: false }),
    });
    await userEvent.click(await screen.findByTestId('employee-deactivate'));
    expect(network.callsTo('POST', `/api/employees/${employee.id}/deactivate`)).toHaveLength(0);
    await userEvent.click(await screen.findByTestId('employee-deactivate-confirm'));
    await waitFor(() =>
      expect(network.callsTo('POST', `/api/employees/${employee.id}/deactivate`)).toHaveLength(1),
    );
    expect(await screen.findByText('Ахметов Ерлан has been deactivated')).toBeInTheDocument();
  });

  it("manages a carrier's logisticians on /company-logists", async () => {
    const logistician = makeEmployee({ role: Role.LOGISTICIAN, isActive: false });
    const { network } = openEmployees(
      {
        'GET /api/company-logists': () => json(200, makePage([logistician])),
        [`POST /api/company-logists/${logistician.id}/reactivate`]: () =>
          json(200, { ...logistician, isActive: true }),
      },
      { path: '/company-logists', role: Role.DRIVER_COMPANY },
    );
    // The screen's one h1 (app-layout) names it.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Company logisticians' }),
    ).toBeInTheDocument();
    await userEvent.click(await screen.findByTestId('employee-reactivate'));
    await userEvent.click(await screen.findByTestId('employee-reactivate-confirm'));
    await waitFor(() =>
      expect(
        network.callsTo('POST', `/api/company-logists/${logistician.id}/reactivate`),
      ).toHaveLength(1),
    );
    expect(network.callsTo('GET', '/api/employees')).toHaveLength(0);
  });

  it('says there is nobody yet and offers to add someone', async () => {
    openEmployees({ 'GET /api/employees': () => json(200, makePage([])) });
    const empty = await screen.findByTestId('page-empty');
    expect(empty).toHaveTextContent('You have no employees yet');
    expect(within(empty).getByTestId('employee-add-empty')).toBeVisible();
  });

  it('keeps the signature label beside its value on a phone', async () => {
    setViewportWidth(PHONE_WIDTH);
    const logistician = makeEmployee({ role: Role.LOGISTICIAN, canSign: false });
    openEmployees(
      { 'GET /api/company-logists': () => json(200, makePage([logistician])) },
      { path: '/company-logists', role: Role.DRIVER_COMPANY },
    );
    const card = await screen.findByTestId('employee-row');
    expect(document.querySelector('table')).toBeNull();
    expect(within(card).getByTestId('employee-signature')).toHaveTextContent('Signature: No');
  });

  it('names /company-logists the same in its breadcrumb and its title', async () => {
    openEmployees(
      { 'GET /api/company-logists': () => json(200, makePage([])) },
      { path: '/company-logists', role: Role.DRIVER_COMPANY },
    );
    const heading = await screen.findByRole('heading', { level: 3 });
    expect(heading).toHaveTextContent('Company logisticians');
    expect(screen.getByTestId('breadcrumbs')).toHaveTextContent('Company logisticians');
    expect(screen.getByTestId('breadcrumbs')).not.toHaveTextContent('Company employees');
  });
});
