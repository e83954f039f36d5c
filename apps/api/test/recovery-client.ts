import { expect } from 'vitest';
import type { App } from '../src/app.js';
import { outboxMailTo } from './mail-outbox.js';

/** The password a recovery sets unless a test says otherwise; it passes the password rules. */
export const NEW_PASSWORD = 'Brand-new-pass2';

/** The code follows a colon on its own line in each language of the recovery mail. */
export function otpFrom(text: string): string {
  const otp = /: (\d{6})\n/.exec(text)?.[1];
  if (!otp) throw new Error(`no OTP in mail: ${text}`);
  return otp;
}

/** A six-digit code that is certainly not `otp`. */
export function wrongOtp(otp: string): string {
  return otp === '000000' ? '111111' : '000000';
}

/** Reads the code of the newest mail to `email` from the outbox, unsealed with the app's key. */
export async function otpFromOutbox(app: App, email: string): Promise<string> {
  const mail = (await outboxMailTo(app, email)).at(-1);
  return otpFrom(mail?.text ?? '');
}

/**
 * The three recovery calls as the web app makes them (JSON bodies; send-otp with the spec's
 * query parameter), plus shortcuts that run the earlier steps. `readOtp` fetches the mailed
 * code: from a test SMTP server or from the outbox.
 */
export function recoveryClient(app: App, readOtp: (email: string) => Promise<string>) {
  const post = (url: string, payload: Record<string, string>) =>
    app.inject({ method: 'POST', url, payload });
  const client = {
    sendOtp: (email: string) =>
      app.inject({
        method: 'POST',
        url: '/api/passwords/send-otp-email-expeditor',
        query: { email },
      }),
    validateOtp: (email: string, otp: string) =>
      post('/api/passwords/validate-otp', { email, otp }),
    resetPassword: (login: string, resetToken: string, newPassword = NEW_PASSWORD) =>
      post('/api/passwords/forgot-password-expeditor', { login, newPassword, resetToken }),
    login: (login: string, password: string) => post('/api/auth/login', { login, password }),

    async requestOtp(email: string): Promise<string> {
      const response = await client.sendOtp(email);
      expect(response.statusCode).toBe(200);
      return readOtp(email);
    },
    async obtainResetToken(email: string): Promise<string> {
      const response = await client.validateOtp(email, await client.requestOtp(email));
      expect(response.statusCode).toBe(200);
      return response.json<{ resetToken: string }>().resetToken;
    },
  };
  return client;
}
