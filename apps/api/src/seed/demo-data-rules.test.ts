import {
  ForeignCurrency,
  isDriverEligible,
  isValidBinOrIin,
  platformToday,
  PRICE_HINT,
} from '@freight/shared';
import { asc, eq, inArray, isNotNull, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDriver, type TestApp } from '../../test/test-app.js';
import {
  companies,
  companyReviewHistory,
  contractSignatures,
  drivers,
  driverStatusHistory,
  exchangeRates,
  orderDeletionRequests,
  orderDocuments,
  orderFiles,
  orderProblems,
  orderResponses,
  orders,
  users,
} from '../db/schema.js';
import { seedAllDemoData } from './demo-all.js';

/**
 * The whole demo, as `npm start` seeds it, checked against the product's own rules (issue 30):
 * a security officer opening any record finds a valid BIN or IIN, a reason beside every
 * rejection, and a state the product itself could have produced (decision 006: blacklisting is
 * independent of approval, so an approved driver blacklisted later stays approved, and that is
 * only what their history shows).
 */
describe(`the demo data keeps the product's rules (${testDriver})`, () => {
  let ctx: TestApp;

  beforeAll(async () => {
    ctx = await createTestApp();
    const deps = {
      db: ctx.database.db,
      files: ctx.app.files,
      mailer: ctx.app.mailer,
      jobs: ctx.app.jobs,
      log: ctx.app.log,
    };
    expect(await seedAllDemoData(deps, 'http://localhost:8080/verify')).toBe(true);
    // The whole demo: its contracts' PDFs and a year of history take a while on a busy machine.
  }, 300_000);
  afterAll(() => ctx.close());

  const blank = (text: string | null) => (text ?? '').trim() === '';

  it('gives the demo carrier saved searches with alerts already received', async () => {
    const { rows } = await ctx.database.executeSql(
      `select s.name, s.unseen_count as unseen,
         (select count(*)::int from notifications n
          where n.user_id = u.id and n.type = 'ORDER_MATCHES_SEARCH') as notices
       from saved_searches s join users u on u.id = s.user_id
       where u.email = 'carrier@demo.kz' order by s.name`,
    );
    const searches = rows as { name: string; unseen: number; notices: number }[];
    expect(searches).toHaveLength(3);
    expect(searches.every((search) => search.unseen > 0)).toBe(true);
    expect(searches[0]?.notices).toBe(searches.reduce((sum, search) => sum + search.unseen, 0));
  });

  it('gives the demo forwarder its own carriers, the demo carrier among them', async () => {
    const { rows } = await ctx.database.executeSql(
      `select m.source, carrier_user.email as carrier_login
       from carrier_pool_members m
       join users f on f.company_id = m.forwarder_company_id and f.email = 'forwarder@demo.kz'
       left join users carrier_user
         on carrier_user.company_id = m.carrier_company_id and carrier_user.email = 'carrier@demo.kz'`,
    );
    const members = rows as { source: string; carrier_login: string | null }[];
    expect(members.some((member) => member.source === 'ORDER')).toBe(true);
    expect(members.some((member) => member.carrier_login === 'carrier@demo.kz')).toBe(true);
  });

  it('gives every company a BIN and every person an IIN with a valid check digit', async () => {
    const { db } = ctx.database;
    const bins = (await db.select({ bin: companies.bin }).from(companies)).map((row) => row.bin);
    const iins = (await db.select({ iin: drivers.iin }).from(drivers)).map((row) => row.iin);
    const userIins = await db.select({ iin: users.iin }).from(users).where(isNotNull(users.iin));
    const signatures = await db
      .select({ bin: contractSignatures.companyBin })
      .from(contractSignatures);
    expect(bins.length).toBeGreaterThan(10);
    expect(iins.length).toBeGreaterThan(10);
    expect(signatures.length).toBeGreaterThan(0);
    const numbers = [
      ...bins,
      ...iins,
      ...userIins.map((row) => row.iin ?? ''),
      ...signatures.map((row) => row.bin),
    ];
    expect(numbers.filter((number) => !isValidBinOrIin(number))).toEqual([]);
  });

  it('gives every rejection, blacklisting and decision its reason', async () => {
    const { db } = ctx.database;
    const unexplained = {
      companies: (await db.select().from(companies).where(eq(companies.status, 'REJECTED'))).filter(
        (row) => blank(row.reviewComment),
      ),
      companyReviews: (
        await db
          .select()
          .from(companyReviewHistory)
          .where(eq(companyReviewHistory.action, 'REJECTED'))
      ).filter((row) => blank(row.comment)),
      drivers: (await db.select().from(drivers)).filter(
        (row) =>
          (row.status === 'REJECTED' && blank(row.reviewComment)) ||
          (row.blacklisted && blank(row.blacklistReason)),
      ),
      driverEvents: (
        await db
          .select()
          .from(driverStatusHistory)
          .where(inArray(driverStatusHistory.action, ['REJECTED', 'BLACKLISTED', 'UNBLACKLISTED']))
      ).filter((row) => blank(row.comment)),
      files: (await db.select().from(orderFiles).where(eq(orderFiles.status, 'REJECTED'))).filter(
        (row) => blank(row.rejectionReason),
      ),
      deletions: (
        await db
          .select()
          .from(orderDeletionRequests)
          .where(eq(orderDeletionRequests.status, 'REJECTED'))
      ).filter((row) => blank(row.comment)),
      problems: (
        await db.select().from(orderProblems).where(eq(orderProblems.status, 'DECIDED'))
      ).filter((row) => blank(row.decisionComment)),
      contracts: (
        await db.select().from(orderDocuments).where(eq(orderDocuments.state, 'DECLINED'))
      ).filter((row) => blank(row.declineReason)),
    };
    expect(unexplained).toEqual({
      companies: [],
      companyReviews: [],
      drivers: [],
      driverEvents: [],
      files: [],
      deletions: [],
      problems: [],
      contracts: [],
    });
    // The rules above must have something to check: the demo shows rejections of each kind.
    expect(await db.$count(drivers, eq(drivers.status, 'REJECTED'))).toBeGreaterThan(0);
    expect(await db.$count(drivers, eq(drivers.blacklisted, true))).toBeGreaterThan(0);
    expect(await db.$count(companies, eq(companies.status, 'REJECTED'))).toBeGreaterThan(0);
    expect(await db.$count(orderFiles, eq(orderFiles.status, 'REJECTED'))).toBeGreaterThan(0);
  });

  it('leaves every driver in the state its history produces', async () => {
    const { db } = ctx.database;
    const history = await db
      .select()
      .from(driverStatusHistory)
      .orderBy(asc(driverStatusHistory.createdAt));
    const contradictions = (await db.select().from(drivers)).flatMap((driver) => {
      const replayed = {
        status: null as string | null,
        reviewComment: null as string | null,
        blacklisted: false,
        blacklistReason: null as string | null,
      };
      for (const event of history.filter((row) => row.driverId === driver.id)) {
        if (['SUBMITTED', 'RESUBMITTED', 'CHANGED'].includes(event.action)) {
          Object.assign(replayed, { status: 'PENDING_APPROVAL', reviewComment: null });
        } else if (event.action === 'APPROVED' || event.action === 'REJECTED') {
          // The security service decides only a pending driver.
          if (replayed.status !== 'PENDING_APPROVAL')
            replayed.status = `${event.action} (not pending)`;
          else Object.assign(replayed, { status: event.action, reviewComment: event.comment });
        } else if (event.action === 'BLACKLISTED' || event.action === 'UNBLACKLISTED') {
          replayed.blacklisted = event.action === 'BLACKLISTED';
          replayed.blacklistReason = replayed.blacklisted ? event.comment : null;
        }
      }
      const stored = {
        status: driver.status,
        reviewComment: driver.reviewComment,
        blacklisted: driver.blacklisted,
        blacklistReason: driver.blacklistReason,
      };
      return JSON.stringify(stored) === JSON.stringify(replayed)
        ? []
        : [{ driver: `${driver.lastName} ${driver.firstName}`, stored, replayed }];
    });
    expect(contradictions).toEqual([]);
  });

  it('leaves every company the security service vets in the state its review history produces', async () => {
    const { db } = ctx.database;
    const history = await db
      .select()
      .from(companyReviewHistory)
      .orderBy(asc(companyReviewHistory.createdAt));
    const vetted = await db
      .select()
      .from(companies)
      .where(notInArray(companies.kind, ['PLATFORM']));
    const contradictions = vetted.flatMap((company) => {
      let replayed: { status: string | null; reviewComment: string | null } = {
        status: null,
        reviewComment: null,
      };
      for (const event of history.filter((row) => row.companyId === company.id)) {
        replayed =
          event.action === 'APPROVED' || event.action === 'REJECTED'
            ? { status: event.action, reviewComment: event.comment }
            : { status: 'PENDING_REVIEW', reviewComment: replayed.reviewComment };
      }
      const stored = { status: company.status, reviewComment: company.reviewComment };
      return JSON.stringify(stored) === JSON.stringify(replayed)
        ? []
        : [{ company: company.name, stored, replayed }];
    });
    expect(contradictions).toEqual([]);
  });

  it('puts only drivers who may drive on the orders still open', async () => {
    const { db } = ctx.database;
    const open = await db
      .select({ response: orderResponses, driver: drivers, orderStatus: orders.status })
      .from(orderResponses)
      .innerJoin(drivers, eq(drivers.id, orderResponses.driverId))
      .innerJoin(orders, eq(orders.id, orderResponses.orderId))
      .where(inArray(orderResponses.status, ['ACTIVE', 'ACCEPTED']));
    const stillOpen = open.filter(
      (row) =>
        row.response.status === 'ACTIVE' || !['COMPLETED', 'CANCELLED'].includes(row.orderStatus),
    );
    expect(stillOpen.length).toBeGreaterThan(0);
    const ineligible = stillOpen.filter(
      ({ driver, response }) => !isDriverEligible(driver, { companyId: response.carrierCompanyId }),
    );
    expect(ineligible.map(({ driver }) => `${driver.lastName} ${driver.firstName}`)).toEqual([]);
  });

  it('places every published order on the gazetteer, so searches and trucks match it', async () => {
    const published = await ctx.database.db
      .select({
        from: orders.routeFromCity,
        to: orders.routeToCity,
        fromPlace: orders.routeFromPlace,
        toPlace: orders.routeToPlace,
      })
      .from(orders)
      .where(eq(orders.status, 'PUBLISHED'));
    expect(published.length).toBeGreaterThan(0);
    expect(published.filter((order) => !order.fromPlace || !order.toPlace)).toEqual([]);
  });

  it('has the rate of today of every foreign currency', async () => {
    const today = await ctx.database.db
      .select({ currency: exchangeRates.currency })
      .from(exchangeRates)
      .where(eq(exchangeRates.rateDate, platformToday()));
    expect(today.map((rate) => rate.currency).sort()).toEqual(
      Object.values(ForeignCurrency).sort(),
    );
  });

  it('gives the order form a price hint of the exact lane Almaty → Astana in tents', async () => {
    const { rows } = await ctx.database.executeSql(
      `select count(*)::int as deals from lane_price_deals
        where from_region = 'KZ-75' and to_region = 'KZ-71' and body_type = 'TENT'
          and completed_on >= current_date - ${PRICE_HINT.days}`,
    );
    const [lane] = rows as { deals: number }[];
    expect(lane?.deals).toBeGreaterThanOrEqual(PRICE_HINT.minDeals);
    // Every completed deal on a known lane is in the rollup, as its source view has it.
    const { rows: missing } = await ctx.database.executeSql(
      `select order_id from lane_price_deals_source
       except select order_id from lane_price_deals`,
    );
    expect(missing).toEqual([]);
  });
});
