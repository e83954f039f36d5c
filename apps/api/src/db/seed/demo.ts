import {
  DATA_PROCESSING_CONSENT_VERSION,
  NotificationType,
  Role,
  USER_AGREEMENT_VERSION,
} from '@freight/shared';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../platform/auth/password.js';
import type { Database, Tx } from '../client.js';
import { seedDemoFleet } from './demo-fleet.js';
import { seedDemoOrders } from './demo-orders.js';
import {
  agreementAcceptances,
  companies,
  companyReviewHistory,
  notifications,
  users,
} from '../schema.js';

export const DEMO_PASSWORD = 'Demo12345!';
export const DEMO_CB_BIN = '040540001230';

export const DEMO_COMPANIES = {
  forwarder: {
    kind: 'FORWARDER',
    name: 'ТОО «Дала Экспедиция»',
    bin: '180440001235',
    legalAddress: 'г. Алматы, пр. Абая, 52',
    actualAddress: 'г. Алматы, ул. Толе би, 101, офис 12',
    signatoryPosition: 'Директор',
  },
  carrier: {
    kind: 'CARRIER',
    name: 'ТОО «Жол Транс»',
    bin: '191140004560',
    legalAddress: 'г. Астана, ул. Кенесары, 40',
    actualAddress: 'г. Астана, ул. Бейбітшілік, 14',
    signatoryPosition: 'Генеральный директор',
  },
  securityService: {
    kind: 'PLATFORM',
    name: 'Служба безопасности платформы',
    bin: DEMO_CB_BIN,
    legalAddress: 'г. Астана, пр. Мәңгілік Ел, 8',
    actualAddress: 'г. Астана, пр. Мәңгілік Ел, 8',
    signatoryPosition: 'Начальник службы',
  },
} as const;

type DemoCompanyKey = keyof typeof DEMO_COMPANIES;

interface DemoAccount {
  login: string;
  role: Role;
  company: DemoCompanyKey | null;
  firstName: string;
  lastName: string;
  middleName: string | null;
  phone: string;
  canSign: boolean;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    login: 'admin@demo.kz',
    role: Role.ADMIN,
    company: null,
    firstName: 'Ерлан',
    lastName: 'Сейтказиев',
    middleName: 'Маратович',
    phone: '+7 701 000 0001',
    canSign: false,
  },
  {
    login: 'forwarder@demo.kz',
    role: Role.FORWARDER,
    company: 'forwarder',
    firstName: 'Айгерим',
    lastName: 'Нурланова',
    middleName: 'Болатовна',
    phone: '+7 701 000 0002',
    canSign: true,
  },
  {
    login: 'employee@demo.kz',
    role: Role.EMPLOYEE,
    company: 'forwarder',
    firstName: 'Данияр',
    lastName: 'Касымов',
    middleName: 'Ерикович',
    phone: '+7 701 000 0003',
    canSign: true,
  },
  {
    login: 'cb@demo.kz',
    role: Role.CB,
    company: 'securityService',
    firstName: 'Марат',
    lastName: 'Жумабеков',
    middleName: 'Серикович',
    phone: '+7 701 000 0004',
    canSign: false,
  },
  {
    login: 'carrier@demo.kz',
    role: Role.DRIVER_COMPANY,
    company: 'carrier',
    firstName: 'Болат',
    lastName: 'Ахметов',
    middleName: 'Кайратович',
    phone: '+7 701 000 0005',
    canSign: true,
  },
  {
    login: 'logist@demo.kz',
    role: Role.LOGISTICIAN,
    company: 'carrier',
    firstName: 'Сауле',
    lastName: 'Омарова',
    middleName: null,
    phone: '+7 701 000 0006',
    canSign: false,
  },
  {
    login: 'moderator@demo.kz',
    role: Role.MODERATOR,
    company: null,
    firstName: 'Асель',
    lastName: 'Бекова',
    middleName: 'Нуржановна',
    phone: '+7 701 000 0007',
    canSign: false,
  },
];

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

async function seedPendingRegistrations(tx: Tx, passwordHash: string): Promise<void> {
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

/**
 * Seeds the demo companies and one account per role. Idempotent: does nothing when the
 * demo forwarder already exists. Returns whether anything was written.
 */
export async function seedDemoData(db: Database): Promise<boolean> {
  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'forwarder@demo.kz'));
  // Orders came later than the accounts: an older data directory gets them on its next start.
  if (existing.length > 0) return seedDemoOrders(db);

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const companyIds = new Map<DemoCompanyKey, string>();
    for (const [key, company] of Object.entries(DEMO_COMPANIES) as [
      DemoCompanyKey,
      (typeof DEMO_COMPANIES)[DemoCompanyKey],
    ][]) {
      const [row] = await tx
        .insert(companies)
        .values({ ...company, status: 'APPROVED' })
        .returning({ id: companies.id });
      if (row) companyIds.set(key, row.id);
    }
    const seededUsers = await tx
      .insert(users)
      .values(
        DEMO_ACCOUNTS.map((account) => ({
          companyId: account.company ? (companyIds.get(account.company) ?? null) : null,
          role: account.role,
          email: account.login,
          passwordHash,
          firstName: account.firstName,
          lastName: account.lastName,
          middleName: account.middleName,
          phone: account.phone,
          canSign: account.canSign,
        })),
      )
      .returning({ id: users.id, email: users.email });
    const rows = seededUsers.flatMap((user) => {
      const account = DEMO_ACCOUNTS.find((candidate) => candidate.login === user.email);
      return account ? demoNotifications(user.id, account) : [];
    });
    if (rows.length > 0) await tx.insert(notifications).values(rows);
    await seedPendingRegistrations(tx, passwordHash);
    const userIdOf = (login: string) => seededUsers.find((user) => user.email === login)?.id;
    const carrierId = companyIds.get('carrier');
    const ownerId = userIdOf('carrier@demo.kz');
    const reviewerId = userIdOf('cb@demo.kz');
    if (carrierId && ownerId && reviewerId) {
      await seedDemoFleet(tx, { carrierId, ownerId, reviewerId });
    }
  });
  // Through the orders' own services, each step its own transaction (and point in time).
  await seedDemoOrders(db);
  return true;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * A few notifications per account so the bell and /notifications have content: older ones
 * read, the welcome unread. Params are what the web app's texts interpolate.
 */
function demoNotifications(userId: string, account: DemoAccount) {
  const now = Date.now();
  const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR_MS);
  const items: (typeof notifications.$inferInsert)[] = [
    {
      userId,
      type: NotificationType.PASSWORD_CHANGED,
      params: {},
      message: 'Your password was changed',
      createdAt: at(72),
      readAt: at(71),
    },
  ];
  const company = account.company ? DEMO_COMPANIES[account.company] : null;
  if (company && account.company !== 'securityService') {
    items.push({
      userId,
      type: NotificationType.COMPANY_APPROVED,
      params: { companyName: company.name },
      message: `The registration of ${company.name} was approved`,
      createdAt: at(48),
      readAt: at(47),
    });
  }
  items.push({
    userId,
    type: NotificationType.WELCOME,
    params: { name: account.firstName },
    message: `Welcome to the freight platform, ${account.firstName}!`,
    link: '/requests',
    createdAt: at(1),
  });
  return items;
}

export function printDemoAccounts(): void {
  const lines = [
    '',
    'Demo accounts (password for all: ' + DEMO_PASSWORD + ')',
    ...DEMO_ACCOUNTS.map(
      (account) =>
        `  ${account.role.padEnd(20)} ${account.login}` +
        (account.role === Role.CB ? `  (security-service BIN ${DEMO_CB_BIN})` : ''),
    ),
    'Registrations awaiting the security service (sign-in answers "Registration is not approved"):',
    ...DEMO_PENDING_REGISTRATIONS.map(({ owner }) => `  ${''.padEnd(20)} ${owner.login}`),
    '',
  ];
  process.stdout.write(lines.join('\n') + '\n');
}
