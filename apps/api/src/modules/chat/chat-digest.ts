import { CHAT_DIGEST_DELAY_MINUTES } from '@freight/shared';
import type { FastifyPluginAsync } from 'fastify';
import { SCHEDULED_JOB_POLICY } from '../../platform/jobs/job-queue.js';
import type { MailMessage } from '../../platform/mail/mailer.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import {
  advanceDigested,
  findPendingDigests,
  tryLockDigest,
  type PendingDigestRow,
} from './digest-repo.js';

/** The digest's job, queued every minute (once, whatever the number of processes). */
const DIGEST_JOB = 'send-chat-digests';

function titleOf(row: PendingDigestRow): string {
  return row.kind === 'ORDER' ? `Заявка №${row.orderNumber ?? ''}` : (row.counterpartName ?? '');
}

/**
 * The digest in Russian: users store no language yet (the web keeps it in the browser), and
 * Russian is the platform's default language.
 */
export function chatDigestMail(email: string, rows: readonly PendingDigestRow[]): MailMessage {
  const total = rows.reduce((sum, row) => sum + row.unread, 0);
  return {
    to: email,
    subject: `Непрочитанные сообщения в чате: ${total}`,
    text: [
      'Здравствуйте!',
      `У вас есть непрочитанные сообщения (${total}):`,
      ...rows.map((row) => `— ${titleOf(row)}: ${row.unread}`),
      '',
      'Откройте раздел «Чат», чтобы прочитать их.',
    ].join('\n'),
  };
}

/**
 * E-mails each user one digest of the messages still unread CHAT_DIGEST_DELAY_MINUTES after
 * they arrived. Which messages a digest covers is claimed first, in one transaction under an
 * advisory lock, so that several API processes running the job never mail the same messages
 * twice; the mails are queued after it commits (the mail job retries a failed delivery).
 * Answers how many e-mails were queued.
 */
export async function sendChatDigests(
  deps: Pick<ServiceDeps, 'db' | 'mailer' | 'log'>,
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - CHAT_DIGEST_DELAY_MINUTES * 60_000);
  const claimed = await deps.db.transaction(async (tx) => {
    if (!(await tryLockDigest(tx))) return [];
    const rows = await findPendingDigests(tx, cutoff);
    for (const row of rows) {
      await advanceDigested(tx, row.conversationId, row.userId, row.maxSeq);
    }
    return rows;
  });
  const byUser = new Map<string, PendingDigestRow[]>();
  for (const row of claimed) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
  let sent = 0;
  for (const rows of byUser.values()) {
    const [first] = rows;
    if (!first) continue;
    try {
      await deps.mailer.send(chatDigestMail(first.email, rows));
      sent += 1;
    } catch (error) {
      deps.log.error({ err: error, userId: first.userId }, 'chat digest not sent');
    }
  }
  return sent;
}

/** Runs the digest every minute as a scheduled job; a failed run is logged by the queue. */
export const chatDigestJob: FastifyPluginAsync = async (app) => {
  await app.jobs.define({
    name: DIGEST_JOB,
    cron: '* * * * *',
    policy: SCHEDULED_JOB_POLICY,
    async handle() {
      await sendChatDigests({ db: app.database.db, mailer: app.mailer, log: app.log });
    },
  });
};
