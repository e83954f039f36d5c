import { ErrorCode, type Conversation } from '@freight/shared';
import { eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, idempotencyKeys } from '../../db/schema.js';
import { startDirect } from '../../../test/chat-factory.js';
import {
  newCompanyOwner,
  newCompanyStaff,
  type SignedInAccount,
} from '../../../test/company-factory.js';
import { createTestApp, testDriver, type TestApp } from '../../../test/test-app.js';
import { multipartForm, SAMPLE_PDF, SAMPLE_PNG, type UploadFile } from '../../../test/uploads.js';
import { IDEMPOTENCY_KEY_HEADER, REPLAYED_HEADER } from './idempotency.js';

const PDF: UploadFile = {
  filename: 'накладная.pdf',
  contentType: 'application/pdf',
  content: SAMPLE_PDF,
};
const PNG: UploadFile = { filename: 'печать.png', contentType: 'image/png', content: SAMPLE_PNG };

describe(`Idempotency-Key on uploads (${testDriver})`, () => {
  let ctx: TestApp;
  let sender: SignedInAccount;
  let conversation: Conversation;

  beforeAll(async () => {
    ctx = await createTestApp();
    sender = await newCompanyOwner(ctx.app, 'FORWARDER');
    const colleague = await newCompanyStaff(ctx.app, sender.company!);
    conversation = await startDirect(ctx.app, sender, colleague.user.id);
  });
  afterAll(() => ctx.close());

  const db = () => ctx.database.db;
  const url = () => `/api/chat/conversations/${conversation.id}/attachments`;

  /** One upload of `file` with a boundary of its own, as a browser's retry sends it. */
  function upload(key: string, file: UploadFile = PDF, fields: Record<string, string> = {}) {
    const form = multipartForm(fields, file);
    return ctx.app.inject({
      method: 'POST',
      url: url(),
      headers: { ...sender.headers, ...form.headers, [IDEMPOTENCY_KEY_HEADER]: key },
      payload: form.payload,
    });
  }

  /**
   * An upload whose body stops after its first bytes until `finish` is called: the request
   * holds its claim (taken before the body is read) meanwhile.
   */
  async function heldUpload(key: string) {
    const form = multipartForm({}, PDF);
    const body = new PassThrough();
    const answer = ctx.app.inject({
      method: 'POST',
      url: url(),
      headers: { ...sender.headers, ...form.headers, [IDEMPOTENCY_KEY_HEADER]: key },
      payload: body,
    });
    body.write(form.payload.subarray(0, 40));
    await expect.poll(async () => (await keyRows(key)).length).toBe(1);
    return {
      answer,
      finish: () => {
        body.end(form.payload.subarray(40));
        return answer;
      },
    };
  }

  const keyRows = (key: string) =>
    db().select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));

  async function storedFiles(): Promise<number> {
    const rows = await db()
      .select({ id: files.id })
      .from(files)
      .where(eq(files.uploadedBy, sender.user.id));
    return rows.length;
  }

  it('replays an upload sent again with a new boundary, storing the file once', async () => {
    const before = await storedFiles();
    const key = randomUUID();
    const first = await upload(key);
    const again = await upload(key);

    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers[REPLAYED_HEADER]).toBe('true');
    expect(again.body).toBe(first.body);
    expect(await storedFiles()).toBe(before + 1);
  });

  it('refuses the key with another file or other fields with 422', async () => {
    const key = randomUUID();
    expect((await upload(key)).statusCode).toBe(201);
    const before = await storedFiles();

    const otherFile = await upload(key, PNG);
    expect(otherFile.statusCode).toBe(422);
    expect(otherFile.json().code).toBe(ErrorCode.IDEMPOTENCY_KEY_REUSED);
    const otherFields = await upload(key, PDF, { note: 'ещё' });
    expect(otherFields.statusCode).toBe(422);
    expect(await storedFiles()).toBe(before);
  });

  it('answers 409 while the upload with the key is still coming in', async () => {
    const before = await storedFiles();
    const key = randomUUID();
    const held = await heldUpload(key);

    const meanwhile = await upload(key);
    expect(meanwhile.statusCode).toBe(409);
    expect(meanwhile.headers['retry-after']).toBe('1');

    const first = await held.finish();
    expect(first.statusCode).toBe(201);
    const after = await upload(key);
    expect(after.headers[REPLAYED_HEADER]).toBe('true');
    expect(after.body).toBe(first.body);
    expect(await storedFiles()).toBe(before + 1);
  });

  it('rolls back the work of a request whose stale claim a retry took over', async () => {
    const before = await storedFiles();
    const key = randomUUID();
    const held = await heldUpload(key);
    // The first request looks dead: its claim is older than the claim timeout.
    await db()
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '61 seconds'` })
      .where(eq(idempotencyKeys.key, key));

    const retry = await upload(key);
    expect(retry.statusCode).toBe(201);
    const late = await held.finish();
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe(ErrorCode.IDEMPOTENCY_KEY_IN_USE);

    expect(await storedFiles()).toBe(before + 1);
    const replay = await upload(key);
    expect(replay.body).toBe(retry.body);
  });

  it('keeps no answer to a body cut short, so the key stays free for the whole upload', async () => {
    const key = randomUUID();
    const form = multipartForm({}, PDF);
    const cut = await ctx.app.inject({
      method: 'POST',
      url: url(),
      headers: { ...sender.headers, ...form.headers, [IDEMPOTENCY_KEY_HEADER]: key },
      payload: form.payload.subarray(0, form.payload.length - 60),
    });
    expect(cut.statusCode).toBe(400);
    expect(await keyRows(key)).toHaveLength(0);

    const whole = await upload(key);
    expect(whole.statusCode).toBe(201);
    expect(whole.headers[REPLAYED_HEADER]).toBeUndefined();
  });

  it('replays an anonymous upload (a registration document) to the same key', async () => {
    const key = randomUUID();
    const stage = () => {
      const form = multipartForm({ kind: 'CHARTER' }, PDF);
      return ctx.app.inject({
        method: 'POST',
        url: '/api/registration/documents',
        headers: { ...form.headers, [IDEMPOTENCY_KEY_HEADER]: key },
        payload: form.payload,
      });
    };
    const first = await stage();
    const again = await stage();
    expect(first.statusCode).toBe(201);
    expect(again.headers[REPLAYED_HEADER]).toBe('true');
    expect(again.json().id).toBe(first.json().id);
  });
});
