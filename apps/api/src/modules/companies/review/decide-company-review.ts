import {
  CompanyStatus,
  NotificationType,
  type ApproveCompanyRequest,
  type CompanyDetail,
  type RejectCompanyRequest,
} from '@freight/shared';
import { recordAudit } from '../../../platform/audit/audit-repo.js';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import { assertPermission } from '../../../platform/auth/guard.js';
import { AppError, notFound } from '../../../platform/errors/app-error.js';
import { assertCurrentVersion } from '../../../platform/errors/version-check.js';
import { createNotifications } from '../../notifications/service.js';
import {
  findCompanyForUpdate,
  findCompanyOwner,
  insertReviewEvent,
  updateCompanyIfVersion,
} from '../company-repo.js';
import { loadCompanyDetail } from '../company-view.js';
import type { RequestMeta, ServiceDeps } from '../../../platform/service-deps.js';
import { reviewDecisionMail } from './decision-mail.js';

type Decision =
  { approved: true; version: number } | { approved: false; version: number; comment: string };

/**
 * The security service's decision on a pending company. In one transaction: the status (only
 * from PENDING_REVIEW, only at the version the reviewer saw), a history row with who and the
 * comment, an audit row and the owner's notification. The owner's e-mail follows the commit; a
 * mail failure is logged and does not undo the decision (the outbox keeps the message).
 */
async function decideCompanyReview(
  deps: ServiceDeps,
  actor: AuthUser,
  companyId: string,
  decision: Decision,
  meta: RequestMeta,
): Promise<CompanyDetail> {
  assertPermission(actor, 'review:company:any');
  const comment = decision.approved ? null : decision.comment;
  const { company, owner } = await deps.db.transaction(async (tx) => {
    const current = await findCompanyForUpdate(tx, companyId);
    if (!current || current.kind === 'PLATFORM') throw notFound();
    if (current.status !== CompanyStatus.PENDING_REVIEW) {
      throw new AppError('COMPANY_NOT_PENDING_REVIEW');
    }
    assertCurrentVersion(current, decision.version);
    const status = decision.approved ? CompanyStatus.APPROVED : CompanyStatus.REJECTED;
    const updated = await updateCompanyIfVersion(tx, companyId, decision.version, {
      status,
      reviewComment: comment,
    });
    if (!updated) throw new AppError('VERSION_CONFLICT');
    await insertReviewEvent(tx, {
      companyId,
      action: status === CompanyStatus.APPROVED ? 'APPROVED' : 'REJECTED',
      actorUserId: actor.id,
      ...(comment !== null ? { comment } : {}),
    });
    await recordAudit(tx, {
      actorUserId: actor.id,
      entityType: 'company',
      entityId: companyId,
      action: decision.approved ? 'company.approved' : 'company.rejected',
      before: { status: current.status },
      after: { status, comment },
      ip: meta.ip,
    });
    const companyOwner = await findCompanyOwner(tx, companyId);
    if (companyOwner) {
      await createNotifications(tx, [
        decision.approved
          ? {
              userId: companyOwner.id,
              type: NotificationType.COMPANY_APPROVED,
              params: { companyName: updated.name },
              message: `The registration of ${updated.name} was approved`,
            }
          : {
              userId: companyOwner.id,
              type: NotificationType.COMPANY_REJECTED,
              params: { companyName: updated.name, comment: decision.comment },
              message: `The registration of ${updated.name} was rejected: ${decision.comment}`,
            },
      ]);
    }
    return { company: updated, owner: companyOwner };
  });

  if (owner) {
    try {
      await deps.mailer.send(reviewDecisionMail(company, owner, decision));
    } catch (error) {
      deps.log.error({ err: error, companyId }, 'review decision e-mail not sent');
    }
  }
  return loadCompanyDetail(deps.db, company);
}

export function approveCompany(
  deps: ServiceDeps,
  actor: AuthUser,
  companyId: string,
  request: ApproveCompanyRequest,
  meta: RequestMeta,
): Promise<CompanyDetail> {
  return decideCompanyReview(deps, actor, companyId, { approved: true, ...request }, meta);
}

export function rejectCompany(
  deps: ServiceDeps,
  actor: AuthUser,
  companyId: string,
  request: RejectCompanyRequest,
  meta: RequestMeta,
): Promise<CompanyDetail> {
  return decideCompanyReview(deps, actor, companyId, { approved: false, ...request }, meta);
}
