import { ValidationMessage, type PublicHome } from '@freight/shared';
import { demoAccount } from './support/demo-accounts';
import { pngFile } from './support/fixture-files';
import { expect, test } from './support/fixtures';
import { uniqueStamp } from './support/unique-stamp';

/**
 * Issue 13's inbox and partners end to end. The visitor's side goes through the public API
 * the homepage's form calls (`/` is the home-page feature's; its own spec drives the form).
 */
test.describe('the homepage’s questions and partners', () => {
  test('a visitor’s question is answered from /questions and the answer arrives by e-mail', async ({
    page,
    api,
    signIn,
    mailbox,
  }) => {
    const stamp = uniqueStamp();
    const email = `visitor-${stamp}@example.kz`;
    const question = `Do you carry refrigerated loads to Urumqi? (${stamp})`;
    const answer = `Yes: approved carriers with refrigerated trucks respond to such loads. ${stamp}`;

    const refused = await api.call<{ fields: Record<string, string> }>(
      'POST',
      '/public/questions',
      {
        data: { name: 'Dana', email: 'dana-at-example.kz', question, language: 'en' },
        status: 400,
      },
    );
    expect(refused.fields.email).toBe(ValidationMessage.EMAIL);
    await api.call('POST', '/public/questions', {
      data: { name: 'Dana', email, question, language: 'en' },
      status: 201,
    });

    await signIn(demoAccount('ROLE_MODERATOR'));
    await page.goto('/questions?status=NEW');
    const row = page.locator(`[data-testid="question-row"][data-email="${email}"]`);
    await row.click();
    const detail = page.getByTestId('question-detail');
    await expect(detail.getByTestId('question-text')).toHaveText(question);
    await detail.getByTestId('question-answer-text').fill(answer);
    await detail.getByTestId('question-answer-submit').click();

    await expect(detail).toHaveAttribute('data-status', 'ANSWERED');
    await expect(
      detail.locator('[data-testid="question-history-entry"][data-action="ANSWERED"]'),
    ).toContainText(answer);

    await expect
      .poll(async () => (await mailbox.mailTo(email)).map((mail) => mail.subject), {
        timeout: 15_000,
      })
      .toEqual(['The answer to your question']);
    const [mail] = await mailbox.mailTo(email);
    expect(mail?.text).toContain('Hello, Dana!');
    expect(mail?.text).toContain(answer);
  });

  test('the admin adds a partner with its logo and the homepage shows it', async ({
    page,
    signIn,
    request,
  }) => {
    const name = `Partner ${uniqueStamp()}`;
    await signIn(demoAccount('ROLE_ADMIN'));
    await page.goto('/admin/partners');
    await page.getByTestId('partner-add').click();
    const form = page.getByTestId('partner-form');
    await form.getByTestId('partner-form-name').fill(name);
    await form.getByTestId('partner-form-url').fill('https://partner.example.kz');
    await form.locator('input[type="file"]').setInputFiles(pngFile('logo.png', 48));
    await form.getByTestId('partner-form-submit').click();

    const row = page.locator(`[data-testid="partner-row"][data-name="${name}"]`);
    await expect(row).toHaveAttribute('data-visible', 'true');
    await expect(row.getByTestId('partner-logo')).toHaveJSProperty('complete', true);
    expect(
      await row.getByTestId('partner-logo').evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBe(48);

    const home = (await (await request.get('/api/public/home')).json()) as PublicHome;
    const shown = home.partners.find((partner) => partner.name === name);
    expect(shown?.url).toBe('https://partner.example.kz');
    const logo = await request.get(shown?.logoUrl ?? '');
    expect(logo.headers()['content-type']).toBe('image/png');
  });
});
