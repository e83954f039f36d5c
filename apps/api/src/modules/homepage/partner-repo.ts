import { asc, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { files, partners } from '../../db/schema.js';

export type PartnerRow = typeof partners.$inferSelect;

export interface PartnerWithLogo {
  partner: PartnerRow;
  logo: typeof files.$inferSelect;
}

/** Every partner in the admin's order; `visibleOnly` gives what the homepage shows. */
export async function findPartners(db: DbExecutor, visibleOnly: boolean): Promise<PartnerRow[]> {
  return db
    .select()
    .from(partners)
    .where(visibleOnly ? eq(partners.visible, true) : undefined)
    .orderBy(asc(partners.position), asc(partners.createdAt));
}

export async function findPartner(db: DbExecutor, id: string): Promise<PartnerRow | null> {
  const [row] = await db.select().from(partners).where(eq(partners.id, id));
  return row ?? null;
}

/** A partner with its logo's file record (for serving and for deleting the logo). */
export async function findPartnerWithLogo(
  db: DbExecutor,
  id: string,
): Promise<PartnerWithLogo | null> {
  const [row] = await db
    .select({ partner: partners, logo: files })
    .from(partners)
    .innerJoin(files, eq(files.id, partners.logoFileId))
    .where(eq(partners.id, id));
  return row ?? null;
}

/** A new partner goes last. */
export async function insertPartner(
  db: DbExecutor,
  values: { name: string; url: string | null; logoFileId: string; visible?: boolean },
): Promise<PartnerRow> {
  const [row] = await db
    .insert(partners)
    .values({
      ...values,
      position: sql`(select coalesce(max(${partners.position}), 0) + 1 from ${partners})`,
    })
    .returning();
  if (!row) throw new Error('insert into partners returned nothing');
  return row;
}

export async function updatePartner(
  db: DbExecutor,
  id: string,
  changes: Partial<Pick<PartnerRow, 'name' | 'url' | 'visible'>>,
): Promise<PartnerRow | null> {
  const [row] = await db
    .update(partners)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(partners.id, id))
    .returning();
  return row ?? null;
}

/** Gives each partner its index in `orderedIds` as its position, in one statement. */
export async function setPartnerPositions(
  db: DbExecutor,
  orderedIds: readonly string[],
): Promise<void> {
  const positions = sql.join(
    orderedIds.map((id, index) => sql`(${id}::uuid, ${index + 1}::int)`),
    sql`, `,
  );
  await db.execute(sql`
    update ${partners} set position = ordered.position, updated_at = now()
    from (values ${positions}) as ordered (id, position)
    where ${partners.id} = ordered.id
  `);
}

export async function deletePartnerRow(db: DbExecutor, id: string): Promise<void> {
  await db.delete(partners).where(eq(partners.id, id));
}

/** The logo's file record goes with its partner (the bytes are removed after the commit). */
export async function deleteFileRow(db: DbExecutor, fileId: string): Promise<void> {
  await db.delete(files).where(eq(files.id, fileId));
}
