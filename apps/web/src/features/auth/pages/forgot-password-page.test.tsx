import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';

const EMAIL = 'forwarder@demo.kz';

async function reachPasswordStep() {
  await userEvent.type(await screen.findByTestId('forgot-email'), EMAIL);
  await userEvent.click(screen.getByTestId('forgot-send'));
  await userEvent.type(await screen.findByTestId('forgot-otp'), '123456');
  await userEvent.click(screen.getByTestId('forgot-verify'));
}

describe('password recovery', () => {
  it('goes from the e-mail through the code to a new password', async () => {
    const network = stubFetch({
      'POST /api/passwords/send-otp-email-expeditor': () => json(200, { ok: true }),
      'POST /api/passwords/validate-otp': () => json(200, { resetToken: 'reset-1' }),
      'POST /api/passwords/forgot-password-expeditor': () => json(200, { ok: true }),
    });
    renderApp('/forgot-password');

    await reachPasswordStep();
    await userEvent.type(await screen.findByTestId('forgot-new-password'), 'NewPass123!');
    await userEvent.type(screen.getByTestId('forgot-confirm-password'), 'NewPass123!');
    await userEvent.click(screen.getByTestId('forgot-submit'));

    expect(await screen.findByTestId('forgot-success')).toHaveTextContent('Password changed');
    expect(network.callsTo('POST', '/api/passwords/send-otp-email-expeditor')[0]?.body).toEqual({
      email: EMAIL,
    });
    expect(network.callsTo('POST', '/api/passwords/validate-otp')[0]?.body).toEqual({
      email: EMAIL,
      otp: '123456',
    });
    expect(network.callsTo('POST', '/api/passwords/forgot-password-expeditor')[0]?.body).toEqual({
      login: EMAIL,
      newPassword: 'NewPass123!',
      resetToken: 'reset-1',
    });
  });

  it('refuses a confirmation that differs', async () => {
    const network = stubFetch({
      'POST /api/passwords/send-otp-email-expeditor': () => json(200, { ok: true }),
      'POST /api/passwords/validate-otp': () => json(200, { resetToken: 'reset-1' }),
    });
    renderApp('/forgot-password');

    await reachPasswordStep();
    await userEvent.type(await screen.findByTestId('forgot-new-password'), 'NewPass123!');
    await userEvent.type(screen.getByTestId('forgot-confirm-password'), 'OtherPass123!');
    await userEvent.click(screen.getByTestId('forgot-submit'));

    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();
    expect(network.callsTo('POST', '/api/passwords/forgot-password-expeditor')).toHaveLength(0);
  });

  it('explains a wrong code in the user language', async () => {
    stubFetch({
      'POST /api/passwords/send-otp-email-expeditor': () => json(200, { ok: true }),
      'POST /api/passwords/validate-otp': () =>
        json(400, { code: 'OTP_INVALID', message: 'The code is wrong' }),
    });
    renderApp('/forgot-password');

    await reachPasswordStep();

    expect(await screen.findByTestId('forgot-error')).toHaveTextContent('The code is wrong');
    expect(screen.queryByTestId('forgot-new-password')).not.toBeInTheDocument();
  });
});
