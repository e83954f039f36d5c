import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { mailOutbox } from '../../db/schema.js';

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
      const [row] = await options.db
        .insert(mailOutbox)
        .values({ recipient: message.to, subject: message.subject, body: message.text })
        .returning({ id: mailOutbox.id });
      if (!transport) {
        options.log.info(
          { outboxId: row?.id, subject: message.subject },
          'mail stored in outbox (no SMTP_URL)',
        );
        return;
      }
      await transport.sendMail({ from: options.from, ...message });
      if (row) {
        await options.db
          .update(mailOutbox)
          .set({ sentAt: new Date() })
          .where(eq(mailOutbox.id, row.id));
      }
    },
  };
}
