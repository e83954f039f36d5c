import { NotificationType } from '@freight/shared';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../platform/auth/password.js';
import type { Database } from '../db/client.js';
import { companies, companyReviewHistory, notifications, users } from '../db/schema.js';
import {
  DEMO_ACCOUNTS,
  DEMO_COMPANIES,
  DEMO_PASSWORD,
  type DemoAccount,
  type DemoCompanyKey,
} from './demo-accounts.js';
import { seedDemoFleet } from './demo-fleet.js';
import { seedDemoOrders } from './demo-orders.js';
import { seedPendingRegistrations } from './demo-pending-registrations.js';
import { sessionOf } from './demo-sessions.js';

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
        .values({ ...company, status: 'APPROVED', createdAt: new Date(Date.now() - 50 * HOUR_MS) })
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
      .returning({
        id: users.id,
        email: users.email,
        role: users.role,
        companyId: users.companyId,
      });
    const rows = seededUsers.flatMap((user) => {
      const account = DEMO_ACCOUNTS.find((candidate) => candidate.login === user.email);
      return account ? demoNotifications(user.id, account) : [];
    });
    if (rows.length > 0) await tx.insert(notifications).values(rows);
    await seedPendingRegistrations(tx, passwordHash);
    const userOf = (login: string) => seededUsers.find((user) => user.email === login);
    await tx.insert(companyReviewHistory).values(reviewOfDemoCompanies(userOf));
    const carrier = userOf('carrier@demo.kz');
    const securityService = userOf('cb@demo.kz');
    if (carrier && securityService) {
      await seedDemoFleet(tx, {
        carrier: sessionOf(carrier),
        securityService: sessionOf(securityService),
      });
    }
  });
  // Through the orders' own services, each step its own transaction (and point in time).
  await seedDemoOrders(db);
  return true;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * How the demo forwarder and carrier came to be approved: registered by their owners, approved
 * by the security service two days ago (when their bells say so).
 */
function reviewOfDemoCompanies(
  userOf: (login: string) => { id: string; companyId: string | null } | undefined,
): (typeof companyReviewHistory.$inferInsert)[] {
  const now = Date.now();
  const reviewer = userOf('cb@demo.kz');
  return ['forwarder@demo.kz', 'carrier@demo.kz'].flatMap((login) => {
    const owner = userOf(login);
    if (!owner?.companyId || !reviewer) return [];
    return [
      {
        companyId: owner.companyId,
        action: 'SUBMITTED' as const,
        actorUserId: owner.id,
        createdAt: new Date(now - 50 * HOUR_MS),
      },
      {
        companyId: owner.companyId,
        action: 'APPROVED' as const,
        actorUserId: reviewer.id,
        createdAt: new Date(now - 48 * HOUR_MS),
      },
    ];
  });
}

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
