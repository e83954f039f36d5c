/** Ports and addresses shared by the Playwright config and the specs. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8180);
export const MAIL_SINK_SMTP_PORT = 2525;
export const MAIL_SINK_URL = 'http://127.0.0.1:2580';
export const DEMO_PASSWORD = 'Demo12345!';
export const DEMO_CB_BIN = '040540001230';
