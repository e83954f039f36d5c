import type { Database } from '../../db/client.js';
import { sealMailBody, type MailSeal } from './mail-seal.js';
import {
  dropPlainBodiesOfSentMessages,
  findPlainUnsentMessages,
  PLAIN_BODY_PREFIX,
  replacePlainBody,
} from './outbox-repo.js';

const BATCH = 100;

/**
 * Migration 0016 carried the bodies of unsent mail over in clear, marked `plain:` (SQL has no
 * key to seal them with). At start-up, before any worker may send one, every such body is
 * sealed, or dropped when its message went already. Idempotent, and safe in several processes
 * at once: a body is replaced only while it is still the clear one.
 */
export async function sealPlainBodies(db: Database, seal: MailSeal): Promise<void> {
  await dropPlainBodiesOfSentMessages(db);
  let after: string | null = null;
  for (;;) {
    const batch = await findPlainUnsentMessages(db, after, BATCH);
    for (const { id, recipient, sealedBody } of batch) {
      const text = (sealedBody ?? '').slice(PLAIN_BODY_PREFIX.length);
      await replacePlainBody(db, id, sealedBody ?? '', sealMailBody(seal, text, recipient));
    }
    if (batch.length < BATCH) return;
    after = batch.at(-1)?.id ?? null;
  }
}
