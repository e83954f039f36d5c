import {
  DATA_PROCESSING_CONSENT_VERSION,
  USER_AGREEMENT_VERSION,
  type CompanyKind,
} from '@freight/shared';
import type { DbExecutor } from '../../../db/client.js';
import { agreementAcceptances, companies } from '../../../db/schema.js';
import { duplicateBinAsAppError, type CompanyRow } from '../company-repo.js';

export interface NewCompany {
  kind: CompanyKind;
  name: string;
  bin: string;
  legalAddress: string;
  actualAddress: string;
  signatoryPosition: string;
}

/** A new company, pending the security service's review. */
export async function insertPendingCompany(
  db: DbExecutor,
  company: NewCompany,
): Promise<CompanyRow> {
  try {
    const [row] = await db
      .insert(companies)
      .values({ ...company, status: 'PENDING_REVIEW' })
      .returning();
    if (!row) throw new Error('insert into companies returned nothing');
    return row;
  } catch (error) {
    throw duplicateBinAsAppError(error);
  }
}

/** Records that the user accepted the current agreement and data-processing texts. */
export async function insertAgreementAcceptance(
  db: DbExecutor,
  acceptance: { userId: string; companyId: string; ip: string | null; userAgent: string | null },
): Promise<void> {
  await db.insert(agreementAcceptances).values({
    ...acceptance,
    agreementVersion: USER_AGREEMENT_VERSION,
    dataProcessingVersion: DATA_PROCESSING_CONSENT_VERSION,
  });
}
