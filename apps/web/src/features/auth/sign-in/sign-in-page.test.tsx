import { Role, type Language } from '@freight/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { StorageKey } from '../../../lib/session/session-storage';
import { makeAccount } from '../../../test/factories';
import { json, stubFetch, type StubHandler } from '../../../test/fetch-stub';
import { readLocaleFiles } from '../../../test/locale-files';
import { createSignInI18n } from './sign-in-i18n';
import { SignInPage } from './sign-in-page';

const account = makeAccount();
const session = { accessToken: 'access-1', refreshToken: 'refresh-1', account };

/** The page as sign-in-entry.tsx starts it, at `address`; `pageLoads` are the full loads. */
function openSignIn({
  address = '/login',
  language = 'en',
}: { address?: string; language?: Language } = {}) {
  window.history.replaceState(null, '', address);
  const locales = readLocaleFiles()[language];
  const i18n = createSignInI18n(language, {
    auth: locales.auth,
    validation: locales.validation,
    errors: locales.errors,
    common: locales.common,
  } as never);
  const pageLoads: string[] = [];
  render(
    <SignInPage
      i18n={i18n}
      language={language}
      loadPage={(path) => {
        pageLoads.push(path);
      }}
    />,
  );
  return { pageLoads };
}

function stubSignIn(answer: StubHandler) {
  return stubFetch({ 'POST /api/auth/login': answer, 'POST /api/cb/login': answer });
}

async function submitCompany(email: string, password: string) {
  if (email) await userEvent.type(screen.getByTestId('login-email'), email);
  if (password) await userEvent.type(screen.getByTestId('login-password'), password);
  await userEvent.click(screen.getByTestId('login-submit'));
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('the sign-in page', () => {
  it('stores the session exactly as answered and loads the signed-in landing', async () => {
    const network = stubSignIn(() => json(200, session));
    const { pageLoads } = openSignIn();

    await submitCompany('Forwarder@Demo.kz ', 'Demo12345!');

    await waitFor(() => expect(pageLoads).toEqual(['/requests']));
    expect(network.callsTo('POST', '/api/auth/login')[0]?.body).toEqual({
      login: 'forwarder@demo.kz',
      password: 'Demo12345!',
    });
    expect(localStorage.getItem(StorageKey.ACCESS_TOKEN)).toBe('access-1');
    expect(localStorage.getItem(StorageKey.REFRESH_TOKEN)).toBe('refresh-1');
    expect(JSON.parse(localStorage.getItem(StorageKey.ACCOUNT) ?? 'null')).toEqual(account);
  });

  it('shows the shared rules under the fields and does not call the server', async () => {
    const network = stubSignIn(() => json(200, session));
    openSignIn();

    await submitCompany('not-an-email', '');

    expect(screen.getByText('Enter a valid email')).toBeInTheDocument();
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('login-email')).toHaveFocus();
    expect(network.calls).toHaveLength(0);

    // A shown message follows the typing.
    await userEvent.clear(screen.getByTestId('login-email'));
    await userEvent.type(screen.getByTestId('login-email'), 'forwarder@demo.kz');
    expect(screen.queryByText('Enter a valid email')).not.toBeInTheDocument();
  });

  it('speaks the stored language: the same rules in Chinese', async () => {
    stubSignIn(() => json(200, session));
    openSignIn({ language: 'zh' });
    expect(screen.getByRole('heading', { name: '登录' })).toBeInTheDocument();
    await submitCompany('not-an-email', 'x');
    const expected = readLocaleFiles().zh.validation as Record<string, string>;
    expect(screen.getByText(expected.email ?? '')).toBeInTheDocument();
  });

  it('signs the security service in with its company BIN', async () => {
    const cb = makeAccount({ roleType: Role.CB, organizationName: null });
    const network = stubSignIn(() => json(200, { ...session, account: cb }));
    const { pageLoads } = openSignIn();

    await userEvent.click(screen.getByTestId('login-tab-cb'));
    expect(screen.getByRole('tab', { name: 'Security service' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.type(screen.getByTestId('login-bin'), '12345');
    await submitCompany('cb@demo.kz', 'Demo12345!');
    expect(screen.getByText('BIN must contain 12 digits.')).toBeInTheDocument();

    await userEvent.clear(screen.getByTestId('login-bin'));
    await userEvent.type(screen.getByTestId('login-bin'), '040540001230');
    await userEvent.click(screen.getByTestId('login-submit'));

    await waitFor(() => expect(pageLoads).toEqual(['/requests']));
    expect(network.callsTo('POST', '/api/auth/login')).toHaveLength(0);
    expect(network.callsTo('POST', '/api/cb/login')[0]?.body).toEqual({
      login: 'cb@demo.kz',
      password: 'Demo12345!',
      bin: '040540001230',
    });
  });

  it.each([
    [404, 'USER_NOT_FOUND', 'User not found'],
    [401, 'INVALID_CREDENTIALS', 'Invalid credentials'],
    [403, 'REGISTRATION_NOT_APPROVED', 'Registration is not approved'],
    [429, 'TOO_MANY_ATTEMPTS', 'Too many attempts. Please try again later.'],
  ])('shows a %i %s inline in the user language', async (status, code, text) => {
    stubSignIn(() => json(status, { code, message: 'server text' }));
    const { pageLoads } = openSignIn();
    await submitCompany('forwarder@demo.kz', 'Demo12345!');
    expect(await screen.findByTestId('login-error')).toHaveTextContent(text);
    expect(screen.getByTestId('login-submit')).toHaveAttribute('aria-busy', 'false');
    expect(localStorage.getItem(StorageKey.ACCESS_TOKEN)).toBeNull();
    expect(pageLoads).toEqual([]);
  });

  it("shows the server's field messages under the fields and clears its refusal on typing", async () => {
    stubSignIn(() =>
      json(400, { code: 'VALIDATION_ERROR', message: 'x', fields: { login: 'validation.email' } }),
    );
    openSignIn();
    await submitCompany('forwarder@demo.kz', 'Demo12345!');
    expect(await screen.findByText('Enter a valid email')).toBeInTheDocument();
    expect(screen.getByTestId('login-error')).toBeInTheDocument();
    await userEvent.type(screen.getByTestId('login-password'), '1');
    expect(screen.queryByTestId('login-error')).not.toBeInTheDocument();
  });

  it('says so when the server cannot be reached', async () => {
    stubSignIn(() => Response.error());
    openSignIn();
    await submitCompany('forwarder@demo.kz', 'Demo12345!');
    expect(await screen.findByTestId('login-error')).toHaveTextContent(
      'No connection to the server',
    );
  });

  it('keeps the button busy while the server answers', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubSignIn(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { pageLoads } = openSignIn();
    await submitCompany('forwarder@demo.kz', 'Demo12345!');
    await waitFor(() =>
      expect(screen.getByTestId('login-submit')).toHaveAttribute('aria-busy', 'true'),
    );
    answer(json(200, session));
    await waitFor(() => expect(pageLoads).toEqual(['/requests']));
  });

  it('returns to the page the app sent the user away from', async () => {
    stubSignIn(() => json(200, session));
    const { pageLoads } = openSignIn({ address: '/login?next=%2Fnotifications%3Fpage%3D2' });
    await submitCompany('forwarder@demo.kz', 'Demo12345!');
    await waitFor(() => expect(pageLoads).toEqual(['/notifications?page=2']));
  });

  it('sends the owner of a rejected company to the registration status, whatever the next', async () => {
    stubSignIn(() =>
      json(200, { ...session, account: makeAccount({ companyStatus: 'REJECTED' }) }),
    );
    const { pageLoads } = openSignIn({ address: '/login?next=%2Fnotifications' });
    await submitCompany('forwarder@demo.kz', 'Demo12345!');
    await waitFor(() => expect(pageLoads).toEqual(['/registration-status']));
  });

  it('switches the language: saves the choice and loads the page again', async () => {
    const { pageLoads } = openSignIn({ address: '/login?next=%2Fprofile' });
    const switcher = screen.getByTestId('login-language');
    // Named by what it shows, the current language (WCAG 2.5.3); what it does is its title.
    expect(switcher).toHaveAccessibleName('English');
    expect(switcher).toHaveAttribute('title', 'Language');
    await userEvent.click(switcher);
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitemradio')
        .map((item) => item.textContent),
    ).toEqual(['Қазақша', 'Русский', '中文', 'English']);
    await userEvent.click(screen.getByTestId('lang-option-ru'));
    expect(localStorage.getItem(StorageKey.LOCALE)).toBe('ru');
    expect(pageLoads).toEqual(['/login?next=%2Fprofile']);
  });

  it('links to password recovery and registration as pages of their own', () => {
    openSignIn();
    expect(screen.getByTestId('forgot-password-link')).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByTestId('sign-up-link')).toHaveAttribute('href', '/sign-up');
  });
});
