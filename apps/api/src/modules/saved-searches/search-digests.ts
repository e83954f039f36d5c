import { PriceComparison, type AlertEmailFrequency } from '@freight/shared';
import type { Database } from '../../db/client.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { matchesMail, type MailedMatch } from './alert-texts.js';
import { claimDigestMatches, type DigestRow } from './match-repo.js';

/** The digests' frequencies: the instant alert is mailed by the matcher itself. */
export type DigestFrequency = Extract<AlertEmailFrequency, 'HOURLY' | 'DAILY'>;

function mailedMatchOf(row: DigestRow): MailedMatch {
  return {
    searchName: row.searchName,
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    route: `${row.fromCity} → ${row.toCity}`,
    loadingDate: row.loadingDate,
    price: `${Number(row.price)} ${row.currency}`,
    priceNotCompared: row.priceComparison === PriceComparison.NOT_COMPARED,
  };
}

/**
 * E-mails each user one digest of the matches waiting since the last one, of their searches
 * mailed at `frequency`, in the language of the search they saved last. The matches are
 * claimed and the mails kept in the outbox in one transaction: each match is mailed once, and
 * one that left the board since is marked without being mailed. Answers the e-mails written.
 */
export async function sendSearchDigests(
  deps: { db: Database; mailer: Pick<Mailer, 'sendWithin' | 'wake'>; publicUrl: string },
  frequency: DigestFrequency,
): Promise<number> {
  const mailed = await deps.db.transaction(async (tx) => {
    const rows = await claimDigestMatches(tx, frequency);
    const byUser = new Map<string, DigestRow[]>();
    for (const row of rows.filter((one) => one.orderStatus === 'PUBLISHED')) {
      byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
    }
    await deps.mailer.sendWithin(
      tx,
      [...byUser.values()].flatMap(([first, ...rest]) =>
        first
          ? [
              matchesMail(
                first.email,
                first.language,
                [first, ...rest].map(mailedMatchOf),
                deps.publicUrl,
              ),
            ]
          : [],
      ),
    );
    return byUser.size;
  });
  if (mailed > 0) deps.mailer.wake();
  return mailed;
}
