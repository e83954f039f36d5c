import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpInbox, type SmtpInbox } from '../../../test/smtp-inbox.js';
import { createTestApp, testDriver, type TestApp } from '../../../test/test-app.js';
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
