import type { PublicHome } from '@freight/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '../../test/fetch-stub';
import { signIn } from '../../test/factories';
import { readLocaleFiles } from '../../test/locale-files';
import { HomeDocument } from './home-document';
import { createHomeI18n } from './home-i18n';

const HOME: PublicHome = {
  figures: { approvedCompanies: 1234, approvedDrivers: 56, completedOrders: 7890 },
  partners: [
    {
      id: '0b7f6f4e-2f39-4a8e-9a55-8f0c1f1f2a01',
      name: 'Kaz Cargo',
      url: 'https://cargo.example.kz',
      logoUrl: '/api/public/partners/0b7f6f4e-2f39-4a8e-9a55-8f0c1f1f2a01/logo',
    },
    {
      id: '0b7f6f4e-2f39-4a8e-9a55-8f0c1f1f2a02',
      name: 'Steppe Trans',
      url: null,
      logoUrl: '/api/public/partners/0b7f6f4e-2f39-4a8e-9a55-8f0c1f1f2a02/logo',
    },
  ],
};

function renderHome() {
  const locales = readLocaleFiles().en;
  const i18n = createHomeI18n('en', {
    home: locales.home,
    validation: locales.validation,
  } as never);
  return render(<HomeDocument i18n={i18n} language="en" />);
}

describe('the public homepage', () => {
  it('says what the platform does and leads a visitor to sign-up with the role chosen', async () => {
    stubFetch({ 'GET /api/public/home': () => json(200, HOME) });
    renderHome();
    expect(
      screen.getByRole('heading', { level: 1, name: /Freight orders, vetted carriers/ }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('home-sign-up-forwarder')).toHaveAttribute(
      'href',
      '/sign-up?role=forwarder',
    );
    expect(screen.getByTestId('home-sign-up-carrier')).toHaveAttribute(
      'href',
      '/sign-up?role=carrier',
    );
    expect(screen.getByTestId('home-sign-in')).toHaveAttribute('href', '/login');
    expect(screen.queryByTestId('home-go-to-platform')).not.toBeInTheDocument();
    // The six services of the issue, each with a heading.
    const services = within(screen.getByRole('region', { name: 'What the platform does' }));
    expect(services.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Load board',
      'Vetted carriers and drivers',
      'Contracts signed online',
      'Documents with verification',
      'Live chat',
      'Analytics',
    ]);
    // The figures fill in from the public answer (the text was there before).
    expect(await screen.findByText('1,234')).toBeInTheDocument();
  });

  it('offers "go to the platform" instead of the sign-up calls to a signed-in user', () => {
    signIn();
    stubFetch({ 'GET /api/public/home': () => json(200, HOME) });
    renderHome();
    expect(screen.getByTestId('home-go-to-platform')).toHaveAttribute('href', '/requests');
    expect(screen.queryByTestId('home-sign-up-forwarder')).not.toBeInTheDocument();
    expect(screen.queryByTestId('home-sign-in')).not.toBeInTheDocument();
  });

  it('shows the partners with their logos, linking those that have a site', async () => {
    stubFetch({ 'GET /api/public/home': () => json(200, HOME) });
    renderHome();
    const partners = within(await screen.findByTestId('home-partners'));
    expect(partners.getByRole('img', { name: 'Kaz Cargo logo' })).toHaveAttribute(
      'src',
      HOME.partners[0]?.logoUrl,
    );
    expect(partners.getByRole('link', { name: 'Kaz Cargo (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://cargo.example.kz',
    );
    expect(partners.getByText('Steppe Trans').closest('a')).toBeNull();
  });

  it('says so when the figures and partners cannot be loaded, keeping the rest of the page', async () => {
    stubFetch({ 'GET /api/public/home': () => json(503, { code: 'X', message: 'down' }) });
    renderHome();
    expect(await screen.findByText('The figures could not be loaded right now.')).toBeVisible();
    expect(screen.getByText('The partners could not be loaded right now.')).toBeVisible();
    expect(screen.getByTestId('home-question-form')).toBeInTheDocument();
  });

  it('shows the office with its phone, hours and the address where the map would be', () => {
    stubFetch({ 'GET /api/public/home': () => json(200, HOME) });
    renderHome();
    const location = within(screen.getByRole('region', { name: 'Where we are' }));
    expect(location.getAllByText('Almaty, Al-Farabi Avenue 77/8, office 501')).not.toHaveLength(0);
    expect(location.getByRole('link', { name: '+7 727 355 05 05' })).toHaveAttribute(
      'href',
      'tel:+77273550505',
    );
    expect(location.getByText('Mon–Fri, 9:00–18:00 (Almaty time)')).toBeInTheDocument();
  });

  it('links every language as its own page, marking the current one', () => {
    stubFetch({ 'GET /api/public/home': () => json(200, HOME) });
    renderHome();
    expect(screen.getByTestId('home-language-zh')).toHaveAttribute('href', '/?lang=zh');
    expect(screen.getByTestId('home-language-kz')).toHaveAttribute('hreflang', 'kk');
    expect(screen.getByTestId('home-language-en')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByTestId('home-language-ru')).not.toHaveAttribute('aria-current');
  });
});

describe('the question form', () => {
  it("rejects a bad e-mail with the spec's text, then sends the question and thanks the visitor", async () => {
    const user = userEvent.setup();
    const received: unknown[] = [];
    stubFetch({
      'GET /api/public/home': () => json(200, HOME),
      'POST /api/public/questions': ({ body }) => {
        received.push(body);
        return json(201, { ok: true });
      },
    });
    renderHome();
    await user.type(screen.getByLabelText('Your name'), 'Aigerim');
    await user.type(screen.getByLabelText('E-mail'), 'not-an-email');
    await user.type(screen.getByLabelText('Your question'), 'Do you carry reefers?');
    await user.click(screen.getByRole('button', { name: 'Send the question' }));
    expect(screen.getByTestId('home-question-email-error')).toHaveTextContent(
      'Enter a valid email',
    );
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
    expect(received).toHaveLength(0);

    await user.clear(screen.getByLabelText('E-mail'));
    await user.type(screen.getByLabelText('E-mail'), 'Aigerim@Example.kz');
    expect(screen.queryByTestId('home-question-email-error')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send the question' }));

    expect(await screen.findByTestId('home-question-success')).toHaveTextContent(
      'the answer will come to Aigerim@Example.kz',
    );
    expect(received).toEqual([
      {
        name: 'Aigerim',
        email: 'aigerim@example.kz',
        question: 'Do you carry reefers?',
        language: 'en',
        website: '',
      },
    ]);
  });

  it('requires every field and keeps the honeypot out of reach', async () => {
    const user = userEvent.setup();
    stubFetch({ 'GET /api/public/home': () => json(200, HOME) });
    renderHome();
    await user.click(screen.getByRole('button', { name: 'Send the question' }));
    for (const field of ['name', 'question']) {
      expect(screen.getByTestId(`home-question-${field}-error`)).toHaveTextContent(
        'This field is required',
      );
    }
    // The shared e-mail field says the same for an empty and a malformed address.
    expect(screen.getByTestId('home-question-email-error')).toHaveTextContent(
      'Enter a valid email',
    );
    const honeypot = screen.getByLabelText('Leave this field empty', { selector: 'input' });
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('tells the visitor when the address has asked too often', async () => {
    const user = userEvent.setup();
    stubFetch({
      'GET /api/public/home': () => json(200, HOME),
      'POST /api/public/questions': () => json(429, { code: 'RATE_LIMITED', message: 'x' }),
    });
    renderHome();
    await user.type(screen.getByLabelText('Your name'), 'Aigerim');
    await user.type(screen.getByLabelText('E-mail'), 'a@example.kz');
    await user.type(screen.getByLabelText('Your question'), 'Hello?');
    await user.click(screen.getByRole('button', { name: 'Send the question' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many questions from your address.',
    );
  });
});
