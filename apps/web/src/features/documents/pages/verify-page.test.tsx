import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fillByTestId } from '../../../test/antd-helpers';
import { makeVerificationResult, sha256Of } from '../../../test/document-factories';
import { json, stubFetch, type StubHandler } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';

const VERIFY = '/api/documents/verify';

/** The public page, signed out, with the registry answering `answer`. */
async function openVerify(path: string, answer: StubHandler) {
  const network = stubFetch({ [`POST ${VERIFY}`]: answer });
  const view = renderApp(path);
  // The first test of a run also waits for the lazily loaded page to compile.
  await screen.findByTestId('verify-page', {}, { timeout: 10_000 });
  return { ...view, network };
}

describe('the public verification page', { timeout: 30_000 }, () => {
  it('checks the hash of a QR-code link at once and names the order, the copy and who signed', async () => {
    const { network } = await openVerify(`/verify?sha256=${sha256Of('b')}`, () =>
      json(200, makeVerificationResult()),
    );
    const result = await screen.findByTestId('verification-result');
    expect(result).toHaveAttribute('data-matched', 'true');
    expect(result).toHaveTextContent('Issued by the platform');
    expect(within(result).getByTestId('verification-order')).toHaveTextContent('ORD-2030-000042');
    expect(within(result).getByTestId('verification-kind')).toHaveTextContent('Signed contract');
    expect(within(result).getByTestId('verification-signed-copy')).toHaveTextContent('Yes');
    expect(within(result).getByTestId('verification-state')).toHaveTextContent('Signed');
    const signatures = within(result).getAllByTestId('signature');
    expect(signatures.map((signature) => signature.dataset.side)).toEqual(['FORWARDER', 'CARRIER']);
    expect(signatures[1]).toHaveTextContent('Ахметов Ерлан');
    expect(signatures[1]).toHaveTextContent('ТОО «Жол Транс»');

    const [call] = network.callsTo('POST', VERIFY);
    expect(call?.body).toEqual({ sha256: sha256Of('b') });
    expect(call?.headers.get('Authorization')).toBeNull();
  });

  it('says that a typed hash matches no document issued by the platform', async () => {
    const { network, router } = await openVerify('/verify', () =>
      json(200, { matched: false, sha256: sha256Of('f'), document: null }),
    );
    // Pasted in capitals with a stray space: normalised before it is sent.
    await fillByTestId('verify-hash', ` ${sha256Of('F')}`);
    await userEvent.click(screen.getByTestId('verify-hash-submit'));

    const result = await screen.findByTestId('verification-result');
    expect(result).toHaveAttribute('data-matched', 'false');
    expect(result).toHaveTextContent('Matches no document issued by the platform');
    expect(network.callsTo('POST', VERIFY)[0]?.body).toEqual({ sha256: sha256Of('f') });
    expect(router.state.location.search).toBe(`?sha256=${sha256Of('f')}`);
  });

  it('refuses a hash that is not 64 hexadecimal characters without asking the server', async () => {
    const { network } = await openVerify('/verify', () => json(200, makeVerificationResult()));
    await fillByTestId('verify-hash', 'abc123');
    await userEvent.click(screen.getByTestId('verify-hash-submit'));
    expect(
      await screen.findByText('A SHA-256 has 64 characters: digits 0–9 and letters a–f'),
    ).toBeInTheDocument();
    expect(network.callsTo('POST', VERIFY)).toHaveLength(0);
  });

  it('sends a dropped PDF and shows the answer under the hash of the file', async () => {
    const { network, router } = await openVerify('/verify', () =>
      json(200, makeVerificationResult()),
    );
    const file = new File(['%PDF-1.7\n'], 'договор.pdf', { type: 'application/pdf' });
    const input = screen.getByTestId('verify-drop').querySelector('input[type="file"]');
    await userEvent.upload(input as HTMLInputElement, file);

    const result = await screen.findByTestId('verification-result');
    expect(result).toHaveAttribute('data-matched', 'true');
    expect(result).toHaveTextContent('File: договор.pdf');
    expect(network.callsTo('POST', VERIFY)).toHaveLength(1);
    expect(network.callsTo('POST', VERIFY)[0]?.body).toEqual({ file: 'договор.pdf' });
    await waitFor(() => expect(router.state.location.search).toBe(`?sha256=${sha256Of('b')}`));
    // The answer is kept under the file's hash: showing it in the address asks nothing again.
    expect(network.callsTo('POST', VERIFY)).toHaveLength(1);
  });

  it('says "Too many attempts. Please try again later." when the registry limits the checks', async () => {
    await openVerify(`/verify?sha256=${sha256Of('b')}`, () =>
      json(429, {
        code: 'TOO_MANY_ATTEMPTS',
        message: 'Too many attempts. Please try again later.',
      }),
    );
    expect(await screen.findByTestId('verification-error')).toHaveTextContent(
      'Too many attempts. Please try again later.',
    );
    expect(screen.queryByTestId('verification-result')).not.toBeInTheDocument();
  });
});
