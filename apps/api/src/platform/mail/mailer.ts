import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Tx } from '../../db/client.js';
import type { JobDefinition, JobQueue, JobRetryPolicy } from '../jobs/job-queue.js';
import { sealMailBody, type MailSeal } from './mail-seal.js';
import { findOutboxMessage, insertOutboxMessages, markOutboxMessageSent } from './outbox-repo.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /**
   * Keeps the message in the outbox inside the caller's transaction: it is sent if and only
   * if that commits (an alert and its e-mail, a digest and the mark of what it carried). Call
   * `wake` after the commit, or the delivery waits for the next poll.
   */
  sendWithin(tx: Tx, messages: readonly MailMessage[]): Promise<void>;
  wake(): void;
}

/** The job that delivers one outbox message over SMTP. */
export const SEND_MAIL_JOB = 'send-mail';

interface SendMailJob {
  outboxId: string;
}

interface MailOptions {
  db: Database;
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
  /** Seals bodies at rest (mail-seal.ts); the job opens them to send. */
  seal: MailSeal;
}

function outboxRowOf(seal: MailSeal, message: MailMessage) {
  return {
    recipient: message.to,
    subject: message.subject,
    ...sealMailBody(seal, message.text, message.to),
  };
}

/**
 * Every message is kept in the outbox first, its body sealed. With SMTP configured, a job then
 * delivers it, retried with backoff while the server refuses or is away, and the body goes once
 * it is sent; without SMTP it stays sealed in the outbox and a log line says a message is
 * waiting (never its body: it may hold an OTP).
 */
export function createMailer(options: MailOptions & { jobs: JobQueue }): Mailer {
  // A publication alerting dozens of searches keeps their mails in two statements, not 2 × n.
  const sendWithin = async (tx: Tx, messages: readonly MailMessage[]) => {
    const outboxIds = await insertOutboxMessages(
      tx,
      messages.map((message) => outboxRowOf(options.seal, message)),
    );
    if (!options.smtpUrl) {
      if (outboxIds.length > 0) {
        options.log.info(
          { outboxIds, subjects: messages.map((message) => message.subject) },
          'mail stored in outbox (no SMTP_URL)',
        );
      }
      return;
    }
    await options.jobs.enqueueAllWithin(
      tx,
      SEND_MAIL_JOB,
      outboxIds.map((outboxId) => ({ outboxId }) satisfies SendMailJob),
    );
  };
  return {
    sendWithin,
    wake: () => options.jobs.wake(SEND_MAIL_JOB),
    async send(message) {
      // The row and its job commit together: no crash in between leaves a mail nobody sends.
      await options.db.transaction((tx) => sendWithin(tx, [message]));
      if (options.smtpUrl) options.jobs.wake(SEND_MAIL_JOB);
    },
  };
}

/**
 * Sends an outbox message unless it is marked sent; the mark drops the sealed body. A process
 * that dies between the SMTP server's acceptance and the mark sends it again on the retry: the
 * Message-ID is the outbox id then, so the receiving side sees the same message, not a new one.
 */
export function mailDeliveryJob(
  options: MailOptions & { policy: JobRetryPolicy },
): JobDefinition<SendMailJob> {
  const timeoutMs = options.policy.expireInSeconds * 1000;
  const transport = options.smtpUrl
    ? nodemailer.createTransport({
        url: options.smtpUrl,
        // One attempt ends before the queue gives it up as dead.
        connectionTimeout: timeoutMs / 2,
        greetingTimeout: timeoutMs / 2,
        socketTimeout: timeoutMs / 2,
      })
    : null;
  return {
    name: SEND_MAIL_JOB,
    policy: options.policy,
    async handle({ outboxId }) {
      const message = await findOutboxMessage(options.db, outboxId);
      if (!message || message.sentAt || !transport) return;
      if (message.sealedBody === null) throw new Error('an unsent outbox message has no body');
      await transport.sendMail({
        from: options.from,
        to: message.recipient,
        subject: message.subject,
        text: options.seal.unseal(message.sealedBody, message.recipient),
        messageId: `<${message.id}@freight-platform>`,
      });
      await markOutboxMessageSent(options.db, outboxId);
    },
  };
}
