import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { insertOutboxMessage, markOutboxMessageSent } from './outbox-repo.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Every message is kept in the outbox. With SMTP configured it is also delivered; without it,
 * a log line says a message is waiting (never its body: it may hold an OTP).
 */
export function createMailer(options: {
  db: Database;
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send(message) {
      const outboxId = await insertOutboxMessage(options.db, message);
      if (!transport) {
        options.log.info(
          { outboxId, subject: message.subject },
          'mail stored in outbox (no SMTP_URL)',
        );
        return;
      }
      await transport.sendMail({ from: options.from, ...message });
      await markOutboxMessageSent(options.db, outboxId);
    },
  };
}
