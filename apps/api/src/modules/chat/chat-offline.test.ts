import { NotificationType } from '@freight/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, realtimePresence } from '../../db/schema.js';
import { chatCast, sendText, startDirect, type ChatCast } from '../../../test/chat-factory.js';
import { startSmtpInbox, type SmtpInbox } from '../../../test/smtp-inbox.js';
import { createTestApp, testDriver, type TestApp } from '../../../test/test-app.js';
import { sendChatDigests } from './chat-digest.js';

describe(`offline recipients: a notification, then an e-mail digest (${testDriver})`, () => {
  let ctx: TestApp;
  let inbox: SmtpInbox;
  let cast: ChatCast;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    ctx = await createTestApp({ smtpUrl: inbox.url });
    cast = await chatCast(ctx.app);
  });
  afterAll(async () => {
    await ctx.close();
    await inbox.close();
  });

  const chatNotificationsOf = (userId: string) =>
    ctx.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, userId),
          eq(notifications.type, NotificationType.CHAT_MESSAGE),
        ),
      );

  const deps = () => ({ db: ctx.database.db, mailer: ctx.app.mailer, log: ctx.app.log });

  it('notifies an offline recipient of the first unread message only, an online one never', async () => {
    const reader = cast.carrierA.account;
    const online = cast.employee;
    await ctx.database.db
      .insert(realtimePresence)
      .values({ instanceId: 'elsewhere', userId: online.user.id, sockets: 1 });
    const direct = await startDirect(ctx.app, cast.forwarder, reader.user.id);
    await sendText(ctx.app, cast.forwarder, direct.id, 'первое');
    const second = await sendText(ctx.app, cast.forwarder, direct.id, 'второе');

    const received = await chatNotificationsOf(reader.user.id);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      link: `/chat/${direct.id}`,
      params: {
        senderName: `${cast.forwarder.user.lastName} ${cast.forwarder.user.firstName}`,
        conversationTitle: `${cast.forwarder.user.lastName} ${cast.forwarder.user.firstName}`,
      },
    });

    // Once read, the next message notifies again.
    await ctx.app.inject({
      method: 'POST',
      url: `/api/chat/conversations/${direct.id}/read`,
      headers: reader.headers,
      payload: { seq: second.seq, receipt: 'read' },
    });
    await sendText(ctx.app, cast.forwarder, direct.id, 'третье');
    expect(await chatNotificationsOf(reader.user.id)).toHaveLength(2);

    const toOnline = await startDirect(ctx.app, cast.forwarder, online.user.id);
    await sendText(ctx.app, cast.forwarder, toOnline.id, 'ты онлайн');
    expect(await chatNotificationsOf(online.user.id)).toHaveLength(0);
  });

  it('e-mails one digest per user of messages still unread after 15 minutes, once', async () => {
    const reader = cast.logisticianA;
    const a = await startDirect(ctx.app, cast.forwarder, reader.user.id);
    const b = await startDirect(ctx.app, cast.employee, reader.user.id);
    await sendText(ctx.app, cast.forwarder, a.id, 'один');
    await sendText(ctx.app, cast.forwarder, a.id, 'два');
    await sendText(ctx.app, cast.employee, b.id, 'три');

    // Not yet: 14 minutes on.
    await sendChatDigests(deps(), new Date(Date.now() + 14 * 60_000));
    expect(inbox.messages.filter((mail) => mail.to.includes(reader.user.email))).toHaveLength(0);

    await sendChatDigests(deps(), new Date(Date.now() + 16 * 60_000));
    const mail = await inbox.waitFor(reader.user.email);
    expect(mail.subject).toContain('3');
    expect(mail.text).toContain(
      `${cast.forwarder.user.lastName} ${cast.forwarder.user.firstName}: 2`,
    );
    expect(mail.text).toContain(
      `${cast.employee.user.lastName} ${cast.employee.user.firstName}: 1`,
    );

    // The same messages are never mailed again.
    await sendChatDigests(deps(), new Date(Date.now() + 30 * 60_000));
    expect(inbox.messages.filter((mail) => mail.to.includes(reader.user.email))).toHaveLength(1);
  });
});
