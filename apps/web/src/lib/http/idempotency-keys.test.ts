import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '../../test/factories';
import { json, stubFetch, type StubbedRequest } from '../../test/fetch-stub';
import { anyBody, http } from './http-client';
import { setHttpFeedback } from './http-feedback';
import { uploadForm, uploadFormAuthorised } from './upload';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const keyOf = (call: StubbedRequest | undefined) => call?.headers.get('Idempotency-Key');
const keysOf = (calls: StubbedRequest[]) => calls.map(keyOf);

let restoreFeedback: () => void;
beforeEach(() => {
  restoreFeedback = setHttpFeedback({ showError: vi.fn(), onSessionExpired: vi.fn() });
});
afterEach(() => restoreFeedback());

/** A server whose answers to one route are given in turn, the last one from then on. */
function answersInTurn(...answers: (() => Response)[]) {
  let turn = 0;
  return () => answers[Math.min(turn++, answers.length - 1)]!();
}

/** Routes that answer only the renewed session, and the renewal itself. */
const afterRenewal = (answer: () => Response) => (request: StubbedRequest) =>
  request.headers.get('Authorization') === 'Bearer access-2'
    ? answer()
    : json(401, { code: 'UNAUTHORIZED', message: 'Unauthorized' });
const renewal = {
  'POST /api/auth/refresh': () => json(200, { accessToken: 'access-2', refreshToken: 'r-2' }),
};

const unavailable = () => json(503, { code: 'SERVICE_UNAVAILABLE', message: 'down' });
const stillAtWork = () => {
  const answer = json(409, { code: 'IDEMPOTENCY_KEY_IN_USE', message: 'busy' });
  answer.headers.set('Retry-After', '1');
  return answer;
};

describe('the Idempotency-Key of writes', () => {
  const save = (path: string, body: unknown) =>
    http.post(path, anyBody, body, { showErrors: false });

  it('is new for every submit of a write, and absent from reads', async () => {
    signIn();
    const network = stubFetch({
      'POST /api/orders': () => json(201, {}),
      'GET /api/orders': () => json(200, {}),
    });

    await save('/orders', { cargoName: 'Плитка' });
    await save('/orders', { cargoName: 'Плитка' });
    await http.get('/orders', anyBody);

    const [first, second] = keysOf(network.callsTo('POST', '/api/orders'));
    expect(first).toMatch(UUID);
    expect(second).toMatch(UUID);
    expect(second).not.toBe(first);
    expect(keyOf(network.callsTo('GET', '/api/orders')[0])).toBeNull();
  });

  it('stays the same when a 401 makes the client renew the session and send again', async () => {
    signIn();
    const network = stubFetch({
      'PUT /api/orders/1': afterRenewal(() => json(200, {})),
      ...renewal,
    });

    await http.request('/orders/1', anyBody, { method: 'PUT', body: { version: 1 } });

    const keys = keysOf(network.callsTo('PUT', '/api/orders/1'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toBe(keys[0]);
    // The session calls carry none.
    expect(keyOf(network.callsTo('POST', '/api/auth/refresh')[0])).toBeNull();
  });

  it('stays the same when a submit that got no answer is sent again, and is new after an answer', async () => {
    signIn();
    const network = stubFetch({
      'POST /api/orders/2/responses': answersInTurn(
        () => Response.error(),
        () => json(201, {}),
      ),
    });
    const respond = () => save('/orders/2/responses', { price: 430_000 });

    await expect(respond()).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    await respond();
    await respond();

    const [lost, retried, next] = keysOf(network.callsTo('POST', '/api/orders/2/responses'));
    expect(retried).toBe(lost);
    expect(next).toMatch(UUID);
    expect(next).not.toBe(lost);
  });

  it('stays the same after a 5xx or "still at work", and a 4xx ends the submit', async () => {
    signIn();
    const network = stubFetch({
      'POST /api/orders/3/complete': answersInTurn(unavailable, stillAtWork, () =>
        json(409, { code: 'ORDER_TRANSITION_NOT_ALLOWED', message: 'no' }),
      ),
    });
    const complete = () => save('/orders/3/complete', { version: 7 });

    for (let attempt = 0; attempt < 4; attempt += 1) await complete().catch(() => undefined);

    const keys = keysOf(network.callsTo('POST', '/api/orders/3/complete'));
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toBe(keys[0]);
    // The third answer was final: the fourth submit is a new one.
    expect(keys[3]).not.toBe(keys[0]);
  });

  it('is new for another request after no answer', async () => {
    signIn();
    const network = stubFetch({ 'POST /api/orders/4/problems': () => Response.error() });

    await save('/orders/4/problems', { description: 'Пломба сорвана' }).catch(() => undefined);
    await save('/orders/4/problems', { description: 'Пломба цела' }).catch(() => undefined);

    const [first, second] = keysOf(network.callsTo('POST', '/api/orders/4/problems'));
    expect(second).not.toBe(first);
  });

  it('comes with uploads: the same on the resend after a 401 and on a resubmit of the same file', async () => {
    signIn();
    const network = stubFetch({
      'POST /api/orders/5/files': afterRenewal(() => json(201, {})),
      ...renewal,
      'POST /api/registration/documents': answersInTurn(
        () => Response.error(),
        () => json(201, {}),
      ),
    });
    const file = new File(['%PDF-1.4'], 'устав.pdf', { type: 'application/pdf', lastModified: 1 });
    const form = () => {
      const data = new FormData();
      data.append('kind', 'CHARTER');
      data.append('file', file);
      return data;
    };

    await uploadFormAuthorised('/orders/5/files', form(), anyBody);
    const signedIn = keysOf(network.callsTo('POST', '/api/orders/5/files'));
    expect(signedIn).toHaveLength(2);
    expect(signedIn[0]).toMatch(UUID);
    expect(signedIn[1]).toBe(signedIn[0]);

    await expect(uploadForm('/registration/documents', form(), anyBody)).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
    });
    await uploadForm('/registration/documents', form(), anyBody);
    await uploadForm('/registration/documents', form(), anyBody);
    const [lost, retried, next] = keysOf(network.callsTo('POST', '/api/registration/documents'));
    expect(retried).toBe(lost);
    expect(next).not.toBe(lost);
  });
});
