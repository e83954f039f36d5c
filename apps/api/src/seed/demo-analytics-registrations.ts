import { Role } from '@freight/shared';
import { hashPassword } from '../platform/auth/password.js';
import type { Tx } from '../db/client.js';
import { companies, companyReviewHistory, users } from '../db/schema.js';
import { DEMO_PASSWORD } from './demo-accounts.js';
import { DAY_MS, HOUR_MS, type Cast } from './demo-analytics-cast.js';
import { demoBin } from './demo-identity-numbers.js';

/**
 * The past year's registrations and the security service's decisions on them, for the
 * platform dashboard: kind, name, days before the seed, hours to the decision, outcome (a
 * rejection with the comment the review form requires).
 */
const PAST_REGISTRATIONS: readonly (
  | readonly ['FORWARDER' | 'CARRIER', string, number, number, 'APPROVED']
  | readonly ['FORWARDER' | 'CARRIER', string, number, number, 'REJECTED', string]
)[] = [
  ['FORWARDER', 'ТОО «Номад Карго»', 340, 20, 'APPROVED'],
  ['CARRIER', 'ТОО «Алтын Жол Логистик»', 320, 6, 'APPROVED'],
  [
    'CARRIER',
    'ТОО «Тасымал Плюс»',
    270,
    30,
    'REJECTED',
    'Устав не читается, загрузите скан заново',
  ],
  ['FORWARDER', 'ТОО «Шёлковый путь Экспедиция»', 230, 12, 'APPROVED'],
  ['CARRIER', 'ТОО «Ертіс Транс»', 190, 48, 'APPROVED'],
  ['FORWARDER', 'ТОО «Жетісу Логистика»', 150, 3, 'APPROVED'],
  ['CARRIER', 'ТОО «Сарыарқа Жүк»', 110, 26, 'APPROVED'],
  [
    'FORWARDER',
    'ТОО «Тараз Экспедиция»',
    75,
    8,
    'REJECTED',
    'Юридический адрес в заявке не совпадает со справкой о государственной регистрации',
  ],
  ['CARRIER', 'ТОО «Каспий Мұнай Тасымал»', 40, 15, 'APPROVED'],
  ['FORWARDER', 'ТОО «Евразия Форвард»', 18, 5, 'APPROVED'],
  ['CARRIER', 'ТОО «Алатау Трак»', 6, 9, 'APPROVED'],
  ['FORWARDER', 'ТОО «Медеу Карго»', 0.25, 2, 'APPROVED'],
];

/** Seeds the registrations with their review steps; answers the second one, a carrier we use. */
export async function seedRegistrations(tx: Tx, cast: Cast, now: number): Promise<string> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  let secondCarrier = '';
  for (const [index, registration] of PAST_REGISTRATIONS.entries()) {
    const [kind, name, daysAgo, hours, outcome] = registration;
    const comment = registration[5] ?? null;
    const registeredAt = new Date(now - daysAgo * DAY_MS);
    const decidedAt = new Date(registeredAt.getTime() + hours * HOUR_MS);
    // State registration years before the platform's: 2012 to 2023.
    const registeredInState = `${12 + index}${String((index % 9) + 1).padStart(2, '0')}`;
    const [company] = await tx
      .insert(companies)
      .values({
        kind,
        name,
        bin: demoBin(registeredInState, 100 + index),
        legalAddress: 'г. Алматы, пр. Райымбека, 200',
        actualAddress: 'г. Алматы, пр. Райымбека, 200',
        signatoryPosition: 'Директор',
        status: outcome,
        reviewComment: comment,
        createdAt: registeredAt,
        updatedAt: decidedAt,
      })
      .returning({ id: companies.id });
    if (!company) continue;
    const [owner] = await tx
      .insert(users)
      .values({
        companyId: company.id,
        role: kind === 'FORWARDER' ? Role.FORWARDER : Role.DRIVER_COMPANY,
        email: `history-${index + 1}@demo.kz`,
        passwordHash,
        firstName: 'Арман',
        lastName: name.replace(/^\S+ «|»$/g, ''),
        canSign: true,
        createdAt: registeredAt,
      })
      .returning({ id: users.id });
    // What the review service writes: the decision, with its comment when it is a rejection.
    await tx.insert(companyReviewHistory).values([
      {
        companyId: company.id,
        action: 'SUBMITTED',
        actorUserId: owner?.id ?? null,
        createdAt: registeredAt,
      },
      {
        companyId: company.id,
        action: outcome,
        actorUserId: cast.securityService.id,
        comment,
        createdAt: decidedAt,
      },
    ]);
    if (index === 1) secondCarrier = company.id;
  }
  return secondCarrier;
}
