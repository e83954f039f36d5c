import { DriverStatus, Role } from '@freight/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makePage } from '../../../test/company-factories';
import { makeAccount, makeNotificationPage, signIn } from '../../../test/factories';
import { json, stubFetch, type StubHandler } from '../../../test/fetch-stub';
import { makeDriver, makeDriverDetail } from '../../../test/fleet-factories';
import { renderApp } from '../../../test/render-app';

const blacklisted = makeDriver({
  iin: '880717300278',
  lastName: 'Касымов',
  firstName: 'Тимур',
  status: DriverStatus.APPROVED,
  blacklisted: true,
  blacklistReason: 'Хищение груза',
});

function openCompanyDrivers(routes: Record<string, StubHandler> = {}) {
  const account = signIn(makeAccount({ roleType: Role.DRIVER_COMPANY }));
  const network = stubFetch({
    'GET /api/company-drivers': () => json(200, makePage([blacklisted])),
    'POST /api/company-drivers/iin-check': ({ body }) =>
      json(200, { iin: (body as { iin: string }).iin, available: true }),
    'GET /api/notifications': () => json(200, makeNotificationPage([])),
    'GET /api/auth/account': () => json(200, account),
    ...routes,
  });
  return { ...renderApp('/company-drivers'), network };
}

async function fill(field: string, value: string) {
  const input = screen.getByTestId(`driver-form-${field}`);
  await userEvent.clear(input);
  if (value) {
    input.focus();
    await userEvent.paste(value);
  }
}

/** Ant Design's date picker takes typed dates and commits them on Enter. */
function pickDate(field: string, date: string) {
  const input = screen.getByTestId(`driver-form-${field}`);
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value: date } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

// A drawer form with many fields: slower than the default 5 s allows on a busy machine.
describe('the company drivers screen', { timeout: 30_000 }, () => {
  it('lists the drivers with the blacklist flag and its reason', async () => {
    openCompanyDrivers();
    const row = await screen.findByTestId('driver-row');
    expect(row).toHaveAttribute('data-iin', '880717300278');
    expect(row).toHaveAttribute('data-status', 'APPROVED');
    expect(row).toHaveAttribute('data-blacklisted', 'true');
    expect(within(row).getByTestId('driver-status')).toHaveTextContent('Approved');
    expect(within(row).getByTestId('driver-blacklist-reason')).toHaveTextContent('Хищение груза');
  });

  it('checks the IIN check digit and Cyrillic names before calling the server', async () => {
    const { network } = openCompanyDrivers();
    await userEvent.click(await screen.findByTestId('driver-add'));
    await screen.findByTestId('driver-form-iin');
    await fill('iin', '780322300455');
    await fill('lastName', 'Smith');
    await fill('firstName', 'Арман');
    await userEvent.click(screen.getByTestId('driver-form-submit'));

    expect(await screen.findByText('Enter a valid 12-digit IIN.')).toBeInTheDocument();
    expect(await screen.findByText('The field must be in Cyrillic.')).toBeInTheDocument();
    expect(await screen.findByText('Choose at least one licence category')).toBeInTheDocument();
    // Both files are required on addition.
    expect(await screen.findAllByText('Choose a file')).not.toHaveLength(0);
    expect(network.callsTo('POST', '/api/company-drivers')).toHaveLength(0);
    expect(network.callsTo('POST', '/api/company-drivers/iin-check')).toHaveLength(0);
  });

  it("refuses a blacklisted IIN as soon as it is typed, with the security service's reason", async () => {
    openCompanyDrivers({
      'POST /api/company-drivers/iin-check': () =>
        json(409, {
          code: 'DRIVER_BLACKLISTED',
          message: 'This driver is blacklisted: Хищение груза',
          details: { reason: 'Хищение груза' },
        }),
    });
    await userEvent.click(await screen.findByTestId('driver-add'));
    await fill('iin', '880717300278');
    await userEvent.click(screen.getByTestId('driver-form-lastName'));

    const error = await screen.findByTestId('driver-form-error');
    expect(error).toHaveTextContent('This driver is blacklisted. Reason: Хищение груза');
    expect(error).toHaveAttribute('data-code', 'DRIVER_BLACKLISTED');
  });

  it('says an IIN already on the platform is registered', async () => {
    openCompanyDrivers({
      'POST /api/company-drivers/iin-check': () =>
        json(409, { code: 'DRIVER_ALREADY_REGISTERED', message: 'already' }),
    });
    await userEvent.click(await screen.findByTestId('driver-add'));
    await fill('iin', '900115300003');
    await userEvent.click(screen.getByTestId('driver-form-lastName'));
    expect(await screen.findByTestId('driver-form-error')).toHaveTextContent(
      'This driver is already registered on the platform',
    );
  });

  it('adds a driver with the photo and the identity PDF in one multipart request', async () => {
    const created = makeDriverDetail();
    const { network } = openCompanyDrivers({
      'POST /api/company-drivers': () => json(201, created),
    });
    await userEvent.click(await screen.findByTestId('driver-add'));
    await fill('iin', '900115300003');
    await fill('lastName', 'Нурланов');
    await fill('firstName', 'Арман');
    await fill('phone', '+7 701 555 44 33');
    await fill('identityDocument-number', '045678912');
    await fill('identityDocument-issuedBy', 'МВД РК');
    pickDate('identityDocument-issueDate', '01.02.2020');
    pickDate('identityDocument-expiryDate', '01.02.2030');
    await fill('identityDocument-registeredAddress', 'Алматы, ул. Абая, 10');
    await fill('licence-number', 'KZ1234567');
    pickDate('licence-expiryDate', '01.02.2031');
    await userEvent.click(
      within(screen.getByTestId('driver-form-licence-categories')).getByRole('combobox'),
    );
    await userEvent.click(await screen.findByText('CE — trucks with a trailer'));
    const photoInput = screen
      .getByTestId('driver-upload-photo')
      .querySelector('input[type=file]') as HTMLInputElement;
    const pdfInput = screen
      .getByTestId('driver-upload-identity')
      .querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(photoInput, new File(['png'], 'photo.png', { type: 'image/png' }));
    await userEvent.upload(pdfInput, new File(['%PDF'], 'id.pdf', { type: 'application/pdf' }));
    await userEvent.click(screen.getByTestId('driver-form-submit'));

    await waitFor(() => expect(network.callsTo('POST', '/api/company-drivers')).toHaveLength(1));
    const body = network.callsTo('POST', '/api/company-drivers')[0]?.body as Record<string, string>;
    expect(body.photo).toBe('photo.png');
    expect(body.identityPdf).toBe('id.pdf');
    expect(JSON.parse(body.data ?? '{}')).toMatchObject({
      iin: '900115300003',
      lastName: 'Нурланов',
      identityDocument: { issueDate: '2020-02-01', expiryDate: '2030-02-01' },
      licence: { number: 'KZ1234567', categories: ['CE'], expiryDate: '2031-02-01' },
    });
    expect(
      await screen.findByText('The driver has been added and sent for approval'),
    ).toBeInTheDocument();
  });
});
