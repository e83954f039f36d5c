import { CompanyKind, NotificationType } from '@freight/shared';
import type { DbExecutor } from '../../db/client.js';
import { notifyHoldersOf } from '../notifications/service.js';
import type { CompanyRow, UserRow } from './company-repo.js';

/** Where the security service opens a company: `/expeditor/{login}` or `/view-carrier/{id}`. */
export function reviewLinkOf(company: CompanyRow, owner: UserRow): string {
  return company.kind === CompanyKind.FORWARDER
    ? `/expeditor/${encodeURIComponent(owner.email)}`
    : `/view-carrier/${company.id}`;
}

/** Tells every active account that reviews companies (the security service) that one waits. */
export async function notifyReviewersOfSubmission(
  db: DbExecutor,
  company: CompanyRow,
  owner: UserRow,
): Promise<void> {
  await notifyHoldersOf(db, 'review:company:any', {
    type: NotificationType.COMPANY_SUBMITTED,
    params: { companyName: company.name, bin: company.bin, kind: company.kind },
    message: `${company.name} (BIN ${company.bin}) is waiting for review`,
    link: reviewLinkOf(company, owner),
  });
}
