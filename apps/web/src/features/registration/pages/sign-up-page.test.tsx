import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, stubFetch, type StubHandler, type StubbedRequest } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';

const CHARTER_ID = '33333333-3333-4333-8333-333333333333';

/** A staged document as the server answers an upload. */
function staged(request: StubbedRequest, id = CHARTER_ID) {
  const fields = request.body as { kind: string; file: string };
  return json(201, {
    id,
    kind: fields.kind,
    originalName: fields.file,
    size: 5,
    contentType: 'application/pdf',
  });
}

function stubApi(routes: Record<string, StubHandler> = {}) {
  return stubFetch({
    'POST /api/registration/documents': (request) => staged(request),
    'POST /api/registration/expeditors/startRegister': () =>
      json(201, { companyId: CHARTER_ID, kind: 'FORWARDER', status: 'PENDING_REVIEW' }),
    ...routes,
  });
}

const pdf = (name = 'устав.pdf') => new File(['%PDF-'], name, { type: 'application/pdf' });

/** Sets a field's text in one go: typing a long form key by key is slow in jsdom. */
function fill(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

/** The message under the form field that holds `testId`. */
function errorOf(testId: string): string {
  const item = screen.getByTestId(testId).closest('.ant-form-item');
  return item?.querySelector('.ant-form-item-explain')?.textContent ?? '';
}

async function upload(kind: string, file = pdf()) {
  const input = screen.getByTestId(`signup-upload-${kind}`).querySelector('input[type=file]');
  if (!(input instanceof HTMLInputElement)) throw new Error(`no file input for ${kind}`);
  await userEvent.upload(input, file);
}

async function openForm(role: 'expeditor' | 'carrier' = 'expeditor') {
  await userEvent.click(await screen.findByTestId(`signup-role-${role}`));
  await screen.findByTestId('signup-lastName');
}

async function fillValidForm() {
  fill('signup-lastName', 'Сейітова');
  fill('signup-firstName', 'Айгерим');
  fill('signup-phone', '+7 701 000 00 01');
  fill('signup-organizationName', 'ТОО «Дала Экспресс»');
  fill('signup-bin', '900115300003');
  fill('signup-legalAddress', 'Алматы, ул. Абая, 1');
  fill('signup-actualAddress', 'Алматы, ул. Сатпаева, 5');
  fill('signup-signatoryPosition', 'Директор');
  fill('signup-email', 'Owner@Dala.kz');
  fill('signup-password', 'Secret123!');
  fill('signup-confirmPassword', 'Secret123!');
  await upload('CHARTER');
  await waitFor(() =>
    expect(screen.getByTestId('signup-upload-CHARTER')).toHaveTextContent('Uploaded'),
  );
  await userEvent.click(screen.getByTestId('signup-accept-agreement'));
  await userEvent.click(screen.getByTestId('signup-accept-data-processing'));
}

// A long antd form in jsdom: filling and validating it takes seconds, not milliseconds.
describe('the sign-up page', { timeout: 20_000 }, () => {
  it("opens the chosen role's form straight from the homepage's call to action", async () => {
    renderApp('/sign-up?role=carrier');
    await screen.findByTestId('signup-lastName');
    expect(screen.getByRole('radio', { name: 'Carrier', checked: true })).toBeInTheDocument();
    expect(screen.queryByTestId('signup-role-carrier')).not.toBeInTheDocument();
  });

  it('registers an expeditor with its charter and both consents', async () => {
    const network = stubApi();
    renderApp('/sign-up');
    await openForm('expeditor');

    expect(screen.getByTestId('signup-agreement-text')).toHaveTextContent(
      'User agreement of the Freight platform',
    );
    expect(screen.getByTestId('signup-consent-text')).toHaveTextContent(
      'On personal data and their protection',
    );
    await fillValidForm();
    await userEvent.click(screen.getByTestId('signup-submit'));

    expect(await screen.findByTestId('signup-success')).toHaveTextContent(
      'submitted for review by the security service',
    );
    expect(network.callsTo('POST', '/api/registration/documents')[0]?.body).toEqual({
      kind: 'CHARTER',
      file: 'устав.pdf',
    });
    expect(network.callsTo('POST', '/api/registration/expeditors/startRegister')[0]?.body).toEqual({
      lastName: 'Сейітова',
      firstName: 'Айгерим',
      phone: '+7 701 000 00 01',
      organizationName: 'ТОО «Дала Экспресс»',
      bin: '900115300003',
      legalAddress: 'Алматы, ул. Абая, 1',
      actualAddress: 'Алматы, ул. Сатпаева, 5',
      signatoryPosition: 'Директор',
      email: 'owner@dala.kz',
      password: 'Secret123!',
      confirmPassword: 'Secret123!',
      acceptAgreement: true,
      acceptDataProcessing: true,
      documents: { CHARTER: CHARTER_ID },
    });
  });

  it('names the company of a carrier and registers it at the carrier endpoint', async () => {
    const network = stubApi({
      'POST /api/driver-companies/registration': () =>
        json(201, { companyId: CHARTER_ID, kind: 'CARRIER', status: 'PENDING_REVIEW' }),
    });
    renderApp('/sign-up');
    await openForm('carrier');

    expect(
      screen.getByTestId('signup-organizationName').closest('.ant-form-item'),
    ).toHaveTextContent('Company name');
    await fillValidForm();
    await userEvent.click(screen.getByTestId('signup-submit'));

    await screen.findByTestId('signup-success');
    expect(network.callsTo('POST', '/api/driver-companies/registration')).toHaveLength(1);
    expect(network.callsTo('POST', '/api/registration/expeditors/startRegister')).toHaveLength(0);
  });

  it('checks every field with the shared rules before calling the server', async () => {
    const network = stubApi();
    renderApp('/sign-up');
    await openForm();

    fill('signup-lastName', 'Smith');
    fill('signup-bin', '12345');
    fill('signup-email', 'not-an-email');
    fill('signup-password', 'Secret123!');
    fill('signup-confirmPassword', 'Secret124!');
    await userEvent.click(screen.getByTestId('signup-submit'));

    // The submission validates every field, the untouched ones too.
    await waitFor(
      () =>
        expect(errorOf('signup-accept-data-processing')).toBe('You must accept this to continue'),
      { timeout: 5000 },
    );
    expect(errorOf('signup-lastName')).toBe('The field must be in Cyrillic.');
    expect(errorOf('signup-bin')).toBe('BIN must contain 12 digits.');
    expect(errorOf('signup-email')).toBe('Enter a valid email');
    expect(errorOf('signup-confirmPassword')).toBe('Passwords do not match.');
    expect(errorOf('signup-upload-CHARTER')).toBe('Attach the document');
    expect(errorOf('signup-accept-agreement')).toBe('You must accept this to continue');

    fill('signup-bin', '780322300455');
    await waitFor(() =>
      expect(errorOf('signup-bin')).toBe('BIN must consist of 12 digits with a valid check digit.'),
    );
    fill('signup-password', 'Пароль123!');
    await waitFor(() =>
      expect(errorOf('signup-password')).toBe(
        'Password may contain only Latin letters, digits and symbols.',
      ),
    );
    expect(network.callsTo('POST', '/api/registration/expeditors/startRegister')).toHaveLength(0);
  });

  it('shows a BIN that is already registered next to the BIN', async () => {
    stubApi({
      'POST /api/registration/expeditors/startRegister': () =>
        json(409, { code: 'BIN_ALREADY_REGISTERED', message: 'x' }),
    });
    renderApp('/sign-up');
    await openForm();
    await fillValidForm();
    await userEvent.click(screen.getByTestId('signup-submit'));

    await waitFor(() =>
      expect(errorOf('signup-bin')).toBe('This BIN or IIN is already registered!'),
    );
    expect(screen.getByTestId('signup-error')).toHaveTextContent(
      'This BIN or IIN is already registered!',
    );
    expect(screen.queryByTestId('signup-success')).not.toBeInTheDocument();
  });

  it('shows an e-mail that is already registered next to the e-mail', async () => {
    stubApi({
      'POST /api/registration/expeditors/startRegister': () =>
        json(409, { code: 'EXPEDITOR_ALREADY_EXISTS', message: 'Expeditor already exist' }),
    });
    renderApp('/sign-up');
    await openForm();
    await fillValidForm();
    await userEvent.click(screen.getByTestId('signup-submit'));

    await waitFor(() => expect(errorOf('signup-email')).toBe('Expeditor already exists'));
  });

  it('says when the acceptance of the agreement could not be recorded', async () => {
    stubApi({
      'POST /api/registration/expeditors/startRegister': () =>
        json(500, { code: 'AGREEMENT_NOT_RECORDED', message: 'Failed to send agreement.' }),
    });
    renderApp('/sign-up');
    await openForm();
    await fillValidForm();
    await userEvent.click(screen.getByTestId('signup-submit'));

    expect(await screen.findByTestId('signup-error')).toHaveTextContent(
      'Failed to send agreement.',
    );
  });

  it('shows the progress of an upload until the server answers', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubApi({
      'POST /api/registration/documents': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    renderApp('/sign-up');
    await openForm();

    await upload('VAT_CERTIFICATE', pdf('ндс.pdf'));
    const field = screen.getByTestId('signup-upload-VAT_CERTIFICATE');
    const progress = await within(field).findByTestId('signup-upload-progress');
    expect(progress).toHaveTextContent('ндс.pdf');
    await waitFor(() =>
      expect(within(progress).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50'),
    );

    answer(
      json(201, {
        id: CHARTER_ID,
        kind: 'VAT_CERTIFICATE',
        originalName: 'ндс.pdf',
        size: 5,
        contentType: 'application/pdf',
      }),
    );
    await waitFor(() => expect(field).toHaveTextContent('Uploaded'));
    expect(within(field).queryByTestId('signup-upload-progress')).not.toBeInTheDocument();
    expect(field).toHaveAttribute('data-document-id', CHARTER_ID);
  });

  it.each([
    [413, 'FILE_TOO_LARGE', 'The file is larger than 10 MB'],
    [415, 'FILE_TYPE_NOT_ALLOWED', 'upload a PDF, JPEG, PNG or WebP file'],
  ])('explains a %i %s upload refusal inline', async (status, code, text) => {
    stubApi({ 'POST /api/registration/documents': () => json(status, { code, message: 'x' }) });
    renderApp('/sign-up');
    await openForm();

    await upload('CHARTER', pdf('scan.pdf'));

    const field = screen.getByTestId('signup-upload-CHARTER');
    expect(await within(field).findByTestId('signup-upload-error')).toHaveTextContent(text);
    expect(field).toHaveAttribute('data-document-id', '');
  });

  it('keeps the uploaded file when its replacement is refused', async () => {
    let uploads = 0;
    stubApi({
      'POST /api/registration/documents': (request) => {
        uploads += 1;
        return uploads === 1
          ? staged(request)
          : json(415, { code: 'FILE_TYPE_NOT_ALLOWED', message: 'x' });
      },
    });
    renderApp('/sign-up');
    await openForm();
    const field = screen.getByTestId('signup-upload-CHARTER');

    await upload('CHARTER', pdf('устав.pdf'));
    await waitFor(() => expect(field).toHaveTextContent('Uploaded'));
    await upload('CHARTER', pdf('фото.pdf'));

    expect(await within(field).findByTestId('signup-upload-error')).toHaveTextContent('фото.pdf');
    expect(field).toHaveTextContent('устав.pdf');
    expect(field).toHaveAttribute('data-document-id', CHARTER_ID);
  });
});
