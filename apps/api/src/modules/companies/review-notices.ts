import { CompanyKind, NotificationType } from '@freight/shared';
import type { DbExecutor } from '../../db/client.js';
import { createNotifications } from '../notifications/service.js';
import { listActiveReviewerIds, type CompanyRow, type UserRow } from './company-repo.js';

/** Where the security service opens a company: `/expeditor/{login}` or `/view-carrier/{id}`. */
export function reviewLinkOf(company: CompanyRow, owner: UserRow): string {
  return company.kind === CompanyKind.FORWARDER
    ? `/expeditor/${encodeURIComponent(owner.email)}`
    : `/view-carrier/${company.id}`;
}

/** Tells every active security-service account that a company waits for review. */
export async function notifyReviewersOfSubmission(
  db: DbExecutor,
  company: CompanyRow,
  owner: UserRow,
): Promise<void> {
  const reviewerIds = await listActiveReviewerIds(db);
  await createNotifications(
    db,
    reviewerIds.map((userId) => ({
      userId,
      type: NotificationType.COMPANY_SUBMITTED,
      params: { companyName: company.name, bin: company.bin, kind: company.kind },
      message: `${company.name} (BIN ${company.bin}) is waiting for review`,
      link: reviewLinkOf(company, owner),
    })),
  );
}
