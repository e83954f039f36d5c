import { simpleParser } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}

export interface SmtpInbox {
  /** The SMTP_URL that delivers to this inbox. */
  url: string;
  messages: ReceivedMail[];
  /** Resolves with the next message addressed to `recipient` (or one already received). */
  waitFor(recipient: string, timeoutMs?: number): Promise<ReceivedMail>;
  /** Answers the next `count` deliveries with a temporary failure (451), as a server in trouble. */
  failNext(count: number): void;
  /**
   * Holds the next delivery: it is never answered, as a server hanging mid-send. Resolves once
   * such a delivery arrived.
   */
  holdNext(): Promise<void>;
  /** Forgets a `holdNext` that no delivery took yet. */
  stopHolding(): void;
  /** How many deliveries were attempted (failed, held and received). */
  attempts(): number;
  close(): Promise<void>;
}

/** A real SMTP server on a free local port that keeps every message it receives, parsed. */
export async function startSmtpInbox(): Promise<SmtpInbox> {
  const messages: ReceivedMail[] = [];
  const waiters: { recipient: string; resolve(mail: ReceivedMail): void }[] = [];
  const taken = new Set<ReceivedMail>();
  let failuresLeft = 0;
  let onHeld: (() => void) | null = null;
  let attempts = 0;

  const deliver = (mail: ReceivedMail) => {
    messages.push(mail);
    const index = waiters.findIndex((waiter) => mail.to.includes(waiter.recipient));
    if (index >= 0) {
      taken.add(mail);
      waiters.splice(index, 1)[0]?.resolve(mail);
    }
  };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      attempts += 1;
      if (onHeld) {
        const held = onHeld;
        onHeld = null;
        stream.resume();
        held();
        return;
      }
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        stream.resume();
        stream.once('end', () =>
          callback(Object.assign(new Error('Try again later'), { responseCode: 451 })),
        );
        return;
      }
      simpleParser(stream)
        .then((parsed) => {
          deliver({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
          });
          callback();
        })
        .catch((error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error))),
        );
    },
  });
  // A client that goes away mid-session (a killed process) is no error of the inbox.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    messages,
    waitFor(recipient, timeoutMs = 10_000) {
      const address = recipient.toLowerCase();
      const received = messages.find((mail) => mail.to.includes(address) && !taken.has(mail));
      if (received) {
        taken.add(received);
        return Promise.resolve(received);
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no mail to ${address} within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiters.push({
          recipient: address,
          resolve: (mail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        });
      });
    },
    failNext(count) {
      failuresLeft = count;
    },
    holdNext() {
      return new Promise((resolve) => {
        onHeld = resolve;
      });
    },
    stopHolding() {
      onHeld = null;
    },
    attempts: () => attempts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
