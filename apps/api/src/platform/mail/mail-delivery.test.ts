import { eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailSealOf, outboxMailTo } from '../../../test/mail-outbox.js';
import { startSmtpInbox, type SmtpInbox } from '../../../test/smtp-inbox.js';
import {
  createSecondInstance,
  createTestApp,
  testDriver,
  type TestApp,
} from '../../../test/test-app.js';
import { mailOutbox } from '../../db/schema.js';
import { SEND_MAIL_JOB } from './mailer.js';

describe(`mail goes out through a job with retries (${testDriver})`, () => {
  let inbox: SmtpInbox;
  let ctx: TestApp;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    ctx = await createTestApp({
      smtpUrl: inbox.url,
      mailRetryLimit: 3,
      mailRetryDelaySeconds: 1,
      jobPollingIntervalSeconds: 1,
    });
  });
  afterAll(async () => {
    await ctx.close();
    await inbox.close();
  });

  const outboxOf = (recipient: string) =>
    ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, recipient));

  it('keeps a mail the SMTP server refuses and delivers it on a later try, once', async () => {
    inbox.failNext(2);
    const recipient = 'retried@test.kz';
    await ctx.app.mailer.send({ to: recipient, subject: 'Проверка', text: 'Дошло' });

    const mail = await inbox.waitFor(recipient, 25_000);
    expect(mail).toMatchObject({ subject: 'Проверка', text: 'Дошло' });
    expect(inbox.attempts()).toBe(3);

    const [row] = await outboxOf(recipient);
    await expect.poll(async () => (await outboxOf(recipient))[0]?.sentAt ?? null).not.toBeNull();
    // The job completes just after the row is marked: no further attempt is due.
    const jobOf = async () =>
      (
        await ctx.database.executeSql(
          `select state, retry_count from pgboss.job where name = $1 and data->>'outboxId' = $2`,
          [SEND_MAIL_JOB, row?.id],
        )
      ).rows;
    await expect.poll(jobOf).toEqual([{ state: 'completed', retry_count: 2 }]);
    expect(inbox.messages.filter((received) => received.to.includes(recipient))).toHaveLength(1);
  });

  it('keeps only the keyed digest of a body once it is sent', async () => {
    const recipient = 'sealed@test.kz';
    const text = 'Тело письма, которое после отправки в базе не остаётся.';
    await ctx.app.mailer.send({ to: recipient, subject: 'Запечатано', text });
    const mail = await inbox.waitFor(recipient, 25_000);
    expect(mail.text.trim()).toBe(text);
    await expect.poll(async () => (await outboxOf(recipient))[0]?.sentAt ?? null).not.toBeNull();
    const [sent] = await outboxOf(recipient);
    expect(sent?.sealedBody).toBeNull();
    expect(sent?.bodySha256).toBe(mailSealOf(ctx.app).digest(text));
    expect(sent?.bodySha256).not.toBe(createHash('sha256').update(text).digest('hex'));
  });

  it('never sends a message that is already marked sent (a retry after a crash)', async () => {
    const recipient = 'already-sent@test.kz';
    const before = inbox.attempts();
    const [row] = await ctx.database.db
      .insert(mailOutbox)
      .values({ recipient, subject: 's', bodySha256: 'b', sentAt: new Date() })
      .returning();
    const id = await ctx.app.jobs.enqueue(SEND_MAIL_JOB, { outboxId: row?.id });
    await expect.poll(() => ctx.app.jobs.stateOf(SEND_MAIL_JOB, id)).toBe('completed');
    expect(inbox.attempts()).toBe(before);
  });
});

describe(`bodies left in clear by migration 0016 are sealed at start-up (${testDriver})`, () => {
  let inbox: SmtpInbox;
  let ctx: TestApp;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    ctx = await createTestApp({ smtpUrl: inbox.url, jobPollingIntervalSeconds: 1 });
  });
  afterAll(async () => {
    await ctx.close();
    await inbox.close();
  });

  const rowOf = async (recipient: string) =>
    (await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, recipient)))[0];

  it('seals an unsent body, drops a sent one, once, and the sealed one still goes out', async () => {
    const waitingText = 'Письмо, ждавшее отправки до миграции.\n';
    const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
    // As migration 0016 left them (the stop-gap wrote `plain:` for sent ones too).
    await ctx.database.db.insert(mailOutbox).values([
      {
        recipient: 'legacy-waiting@test.kz',
        subject: 'Старое',
        sealedBody: `plain:${waitingText}`,
        bodySha256: sha256(waitingText),
      },
      {
        recipient: 'legacy-sent@test.kz',
        subject: 'Старое',
        sealedBody: 'plain:Уже отправлено',
        bodySha256: sha256('Уже отправлено'),
        sentAt: new Date(),
      },
    ]);

    const restarted = await createSecondInstance(ctx, { smtpUrl: inbox.url });
    try {
      const [waiting] = await outboxMailTo(ctx.app, 'legacy-waiting@test.kz');
      expect(waiting?.sealedBody).toMatch(/^v1\./);
      expect(waiting?.text).toBe(waitingText);
      expect(waiting?.bodySha256).toBe(mailSealOf(ctx.app).digest(waitingText));
      expect((await rowOf('legacy-sent@test.kz'))?.sealedBody).toBeNull();

      // Another start finds nothing left to seal.
      const again = await createSecondInstance(ctx, { smtpUrl: inbox.url });
      await again.close();
      expect((await rowOf('legacy-waiting@test.kz'))?.sealedBody).toBe(waiting?.sealedBody);
    } finally {
      await restarted.close();
    }

    await ctx.app.jobs.enqueue(SEND_MAIL_JOB, {
      outboxId: (await rowOf('legacy-waiting@test.kz'))?.id,
    });
    const mail = await inbox.waitFor('legacy-waiting@test.kz', 25_000);
    expect(mail.text).toBe(waitingText);
    await expect.poll(async () => (await rowOf('legacy-waiting@test.kz'))?.sealedBody).toBeNull();
  });
});
