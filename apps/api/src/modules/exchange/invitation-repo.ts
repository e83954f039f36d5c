import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { companies, orderInvitations, orderResponses } from '../../db/schema.js';

export type InvitationRow = typeof orderInvitations.$inferSelect;

/** The carrier an order's owner may invite: its name, and whether the rules admit it. */
export interface InvitableCarrier {
  id: string;
  name: string;
  approvedCarrier: boolean;
  responded: boolean;
}

export async function findInvitableCarrier(
  db: DbExecutor,
  orderId: string,
  companyId: string,
): Promise<InvitableCarrier | null> {
  const [row] = await db
    .select({
      id: companies.id,
      name: companies.name,
      approvedCarrier: sql<boolean>`${companies.kind} = 'CARRIER' and ${companies.status} = 'APPROVED'`,
      responded: sql<boolean>`exists (${db
        .select({ one: sql`1` })
        .from(orderResponses)
        .where(
          and(
            eq(orderResponses.orderId, orderId),
            eq(orderResponses.carrierCompanyId, companies.id),
            ne(orderResponses.status, 'WITHDRAWN'),
          ),
        )})`,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row ?? null;
}

/** Records the invitation once per order and carrier: the second answers the first, not new. */
export async function insertInvitationOnce(
  db: DbExecutor,
  values: { orderId: string; carrierCompanyId: string; invitedBy: string },
): Promise<{ invitation: InvitationRow; created: boolean }> {
  const [created] = await db
    .insert(orderInvitations)
    .values(values)
    .onConflictDoNothing({
      target: [orderInvitations.orderId, orderInvitations.carrierCompanyId],
    })
    .returning();
  if (created) return { invitation: created, created: true };
  const [existing] = await db
    .select()
    .from(orderInvitations)
    .where(
      and(
        eq(orderInvitations.orderId, values.orderId),
        eq(orderInvitations.carrierCompanyId, values.carrierCompanyId),
      ),
    );
  if (!existing) throw new Error('invitation neither inserted nor found');
  return { invitation: existing, created: false };
}
