import { Role } from '@freight/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makePage } from '../../../test/company-factories';
import { makeAccount, makeNotificationPage, signIn } from '../../../test/factories';
import { json, stubFetch, type StubHandler } from '../../../test/fetch-stub';
import { makeVehicle } from '../../../test/fleet-factories';
import { renderApp } from '../../../test/render-app';

function openVehicles(routes: Record<string, StubHandler> = {}) {
  const account = signIn(makeAccount({ roleType: Role.LOGISTICIAN }));
  const network = stubFetch({
    'GET /api/company-vehicles': () => json(200, makePage([makeVehicle()])),
    'GET /api/company-drivers': () => json(200, makePage([])),
    'GET /api/notifications': () => json(200, makeNotificationPage([])),
    'GET /api/auth/account': () => json(200, account),
    ...routes,
  });
  return { ...renderApp('/company-auto'), network };
}

async function fill(field: string, value: string) {
  const input = screen.getByTestId(`vehicle-form-${field}`);
  await userEvent.clear(input);
  input.focus();
  await userEvent.paste(value);
}

describe('the company vehicles screen', { timeout: 30_000 }, () => {
  it('lists the vehicles by plate number', async () => {
    openVehicles();
    const row = await screen.findByTestId('vehicle-row');
    expect(row).toHaveAttribute('data-plate', '123ABC02');
    expect(row).toHaveTextContent('MAN TGX 18.480');
  });

  it('refuses a VIN with the letters I, O or Q before calling the server', async () => {
    const { network } = openVehicles();
    await userEvent.click(await screen.findByTestId('vehicle-add'));
    await screen.findByTestId('vehicle-form-vin');
    await fill('vin', 'WMA06XZZ7LP12345O');
    await userEvent.click(screen.getByTestId('vehicle-form-submit'));
    expect(
      await screen.findByText('VIN must contain 17 Latin letters and digits, without I, O and Q'),
    ).toBeInTheDocument();
    expect(network.callsTo('POST', '/api/company-vehicles')).toHaveLength(0);
  });

  it('shows a plate number already registered under the plate field', async () => {
    const { network } = openVehicles({
      'POST /api/company-vehicles': () =>
        json(409, { code: 'PLATE_ALREADY_REGISTERED', message: 'taken' }),
    });
    await userEvent.click(await screen.findByTestId('vehicle-add'));
    await screen.findByTestId('vehicle-form-vin');
    await fill('plateNumber', '123 abc 02');
    await fill('techPassportNumber', 'KZ0012345');
    await fill('brand', 'MAN');
    await fill('model', 'TGX');
    await fill('vin', 'WMA06XZZ7LP123456');
    await fill('region', 'Алматы');
    await fill('manufactureYear', '2020');
    await fill('engineVolume', '12.4');
    // Ant Design's date picker takes a typed date and commits it on Enter.
    const date = screen.getByTestId('vehicle-form-registrationDate');
    fireEvent.mouseDown(date);
    fireEvent.change(date, { target: { value: '10.05.2020' } });
    fireEvent.keyDown(date, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await userEvent.click(screen.getByTestId('vehicle-form-submit'));

    await waitFor(() => expect(network.callsTo('POST', '/api/company-vehicles')).toHaveLength(1));
    expect(network.callsTo('POST', '/api/company-vehicles')[0]?.body).toMatchObject({
      plateNumber: '123ABC02',
      vin: 'WMA06XZZ7LP123456',
      manufactureYear: 2020,
      registrationDate: '2020-05-10',
      engineVolume: 12.4,
    });
    expect(await screen.findByTestId('vehicle-form-error')).toHaveTextContent(
      'This plate number is already registered',
    );
  });
});
