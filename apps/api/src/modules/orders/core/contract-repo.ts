import { DocumentKind, DocumentState, type SignatureSide } from '@freight/shared';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/client.js';
import { contractSignatures, orderDocuments } from '../../../db/schema.js';

export type ContractRow = typeof orderDocuments.$inferSelect;

/** The contract version that is signed or waiting for signatures; null when there is none. */
export async function findCurrentContract(
  db: DbExecutor,
  orderId: string,
): Promise<ContractRow | null> {
  const [row] = await db
    .select()
    .from(orderDocuments)
    .where(
      and(
        eq(orderDocuments.orderId, orderId),
        eq(orderDocuments.kind, DocumentKind.CONTRACT),
        inArray(orderDocuments.state, [DocumentState.SIGNING, DocumentState.SIGNED]),
      ),
    )
    .orderBy(desc(orderDocuments.versionNo))
    .limit(1);
  return row ?? null;
}

/** Which sides signed a contract version. */
export async function signedSides(db: DbExecutor, documentId: string): Promise<SignatureSide[]> {
  const rows = await db
    .select({ side: contractSignatures.side })
    .from(contractSignatures)
    .where(eq(contractSignatures.documentId, documentId));
  return rows.map((row) => row.side);
}
