import type { StoredFile } from '@freight/shared';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatCast, sendText, startDirect, type ChatCast } from '../../../test/chat-factory.js';
import type { SignedInAccount } from '../../../test/company-factory.js';
import { createTestApp, testDriver, type TestApp } from '../../../test/test-app.js';
import { multipartForm, SAMPLE_PNG, SAMPLE_TEXT, type UploadFile } from '../../../test/uploads.js';

const PHOTO: UploadFile = { filename: 'груз.png', contentType: 'image/png', content: SAMPLE_PNG };

describe(`chat attachments (${testDriver})`, () => {
  let ctx: TestApp;
  let cast: ChatCast;
  let conversationId: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    cast = await chatCast(ctx.app);
    conversationId = (await startDirect(ctx.app, cast.forwarder, cast.carrierA.account.user.id)).id;
  });
  afterAll(() => ctx.close());

  const upload = (account: SignedInAccount, file: UploadFile, id = conversationId) => {
    const form = multipartForm({}, file);
    return ctx.app.inject({
      method: 'POST',
      url: `/api/chat/conversations/${id}/attachments`,
      payload: form.payload,
      headers: { ...form.headers, ...account.headers },
    });
  };
  const download = async (account: SignedInAccount, fileId: string) =>
    (await ctx.app.inject({ method: 'GET', url: `/api/files/${fileId}`, headers: account.headers }))
      .statusCode;

  it('refuses a text file disguised as a .png and an upload to a foreign conversation', async () => {
    const disguised = await upload(cast.forwarder, {
      filename: 'фото.png',
      contentType: 'image/png',
      content: SAMPLE_TEXT,
    });
    expect(disguised.statusCode).toBe(415);
    expect((await upload(cast.unrelated, PHOTO)).statusCode).toBe(404);
  });

  it('serves an attachment to its uploader, then to the members, and to nobody else', async () => {
    const uploaded = await upload(cast.forwarder, PHOTO);
    expect(uploaded.statusCode).toBe(201);
    const file = uploaded.json<StoredFile>();
    expect(await download(cast.forwarder, file.id)).toBe(200);
    expect(await download(cast.carrierA.account, file.id)).toBe(404);

    const message = await sendText(ctx.app, cast.forwarder, conversationId, '', {
      attachmentIds: [file.id],
    });
    expect(message.attachments.map((attachment) => attachment.id)).toEqual([file.id]);
    expect(await download(cast.carrierA.account, file.id)).toBe(200);
    // Not the sender's colleague outside the conversation, not an outsider, not a moderator.
    for (const outsider of [cast.employee, cast.unrelated, cast.moderator, cast.cb]) {
      expect(await download(outsider, file.id)).toBe(404);
    }

    // A file goes with one message only, and only its uploader sends it.
    const reused = await ctx.app.inject({
      method: 'POST',
      url: `/api/chat/conversations/${conversationId}/messages`,
      headers: cast.forwarder.headers,
      payload: { clientId: randomUUID(), text: 'ещё раз', attachmentIds: [file.id] },
    });
    expect(reused.statusCode).toBe(409);
    expect(reused.json<{ code: string }>().code).toBe('CHAT_ATTACHMENT_UNAVAILABLE');
    const other = (await upload(cast.forwarder, PHOTO)).json<StoredFile>();
    const stolen = await ctx.app.inject({
      method: 'POST',
      url: `/api/chat/conversations/${conversationId}/messages`,
      headers: cast.carrierA.account.headers,
      payload: { clientId: randomUUID(), text: '', attachmentIds: [other.id] },
    });
    expect(stolen.statusCode).toBe(409);
  });

  it('hides the attachments of a deleted message', async () => {
    const file = (await upload(cast.forwarder, PHOTO)).json<StoredFile>();
    const message = await sendText(ctx.app, cast.forwarder, conversationId, 'фото', {
      attachmentIds: [file.id],
    });
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/chat/messages/${message.id}`,
      headers: cast.forwarder.headers,
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json<{ attachments: unknown[]; text: string }>()).toMatchObject({
      attachments: [],
      text: '',
    });
  });
});
