import { DATA_PROCESSING_CONSENT_VERSION, Role, USER_AGREEMENT_VERSION } from '@freight/shared';
import type { Tx } from '../db/client.js';
import { agreementAcceptances, companies, companyReviewHistory, users } from '../db/schema.js';

/**
 * Two registrations waiting for the security service, so its pending tabs have content. Their
 * owners exist but cannot sign in yet ('Registration is not approved').
 */
export const DEMO_PENDING_REGISTRATIONS = [
  {
    company: {
      kind: 'FORWARDER',
      name: 'ТОО «Сарыарка Экспресс»',
      bin: '210340005679',
      legalAddress: 'г. Караганда, пр. Бухар-Жырау, 47',
      actualAddress: 'г. Караганда, ул. Ерубаева, 12, офис 305',
      signatoryPosition: 'Директор',
    },
    owner: {
      login: 'pending-forwarder@demo.kz',
      firstName: 'Гульнара',
      lastName: 'Абдрахманова',
      middleName: 'Сериковна',
      phone: '+7 701 000 0008',
    },
  },
  {
    company: {
      kind: 'CARRIER',
      name: 'ТОО «Каспий Жүк Тасымал»',
      bin: '220640008913',
      legalAddress: 'г. Актау, 14-й мкр., 21',
      actualAddress: 'г. Актау, промзона 3, база 7',
      signatoryPosition: 'Генеральный директор',
    },
    owner: {
      login: 'pending-carrier@demo.kz',
      firstName: 'Нурлан',
      lastName: 'Утегенов',
      middleName: 'Жумабаевич',
      phone: '+7 701 000 0009',
    },
  },
] as const;

export async function seedPendingRegistrations(tx: Tx, passwordHash: string): Promise<void> {
  for (const { company, owner } of DEMO_PENDING_REGISTRATIONS) {
    const [companyRow] = await tx
      .insert(companies)
      .values({ ...company, status: 'PENDING_REVIEW' })
      .returning({ id: companies.id });
    if (!companyRow) continue;
    const [ownerRow] = await tx
      .insert(users)
      .values({
        companyId: companyRow.id,
        role: company.kind === 'FORWARDER' ? Role.FORWARDER : Role.DRIVER_COMPANY,
        email: owner.login,
        passwordHash,
        firstName: owner.firstName,
        lastName: owner.lastName,
        middleName: owner.middleName,
        phone: owner.phone,
        canSign: true,
      })
      .returning({ id: users.id });
    if (!ownerRow) continue;
    await tx.insert(agreementAcceptances).values({
      userId: ownerRow.id,
      companyId: companyRow.id,
      agreementVersion: USER_AGREEMENT_VERSION,
      dataProcessingVersion: DATA_PROCESSING_CONSENT_VERSION,
    });
    await tx
      .insert(companyReviewHistory)
      .values({ companyId: companyRow.id, action: 'SUBMITTED', actorUserId: ownerRow.id });
  }
}
