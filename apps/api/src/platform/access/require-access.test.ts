import { CompanyKind, OrderParty, Role } from '@freight/shared';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  newCompanyOwner,
  newPlatformAccount,
  type SignedInAccount,
} from '../../../test/company-factory.js';
import { createOrder, respond, withFleet } from '../../../test/order-factory.js';
import { createTestApp, testDriver, type TestApp } from '../../../test/test-app.js';
import { checkAccess, requireAccess } from './require-access.js';

const callerOf = ({ user }: SignedInAccount) => ({
  id: user.id,
  role: user.role as Role,
  companyId: user.companyId,
});

/**
 * The order resolver decides a batch of ids at once, on the database: each caller gets back
 * the orders it sees with how it stands to them, and nothing of the others.
 */
describe(`order visibility as a resolver rule (${testDriver})`, () => {
  let ctx: TestApp;
  let owner: SignedInAccount;
  let otherForwarder: SignedInAccount;
  let carrier: SignedInAccount;
  let responder: SignedInAccount;
  let cb: SignedInAccount;
  const ids = { published: '', draft: '', answered: '', unknown: randomUUID() };

  beforeAll(async () => {
    ctx = await createTestApp();
    owner = await newCompanyOwner(ctx.app, CompanyKind.FORWARDER);
    otherForwarder = await newCompanyOwner(ctx.app, CompanyKind.FORWARDER);
    carrier = await newCompanyOwner(ctx.app, CompanyKind.CARRIER);
    responder = await newCompanyOwner(ctx.app, CompanyKind.CARRIER);
    cb = await newPlatformAccount(ctx.app, Role.CB);
    ids.published = (await createOrder(ctx.app, owner)).id;
    ids.draft = (await createOrder(ctx.app, owner, { saveMode: 'DRAFT' })).id;
    // Another carrier wins the order: the one that only responded still sees it, as no party.
    const answered = await createOrder(ctx.app, owner);
    ids.answered = answered.id;
    await respond(ctx.app, await withFleet(ctx.app, responder), answered.id);
    const winner = await newCompanyOwner(ctx.app, CompanyKind.CARRIER);
    const won = await respond(ctx.app, await withFleet(ctx.app, winner), answered.id);
    const accepted = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${answered.id}/responses/${won.id}/accept`,
      headers: owner.headers,
      payload: { version: answered.version },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
  });

  afterAll(() => ctx.close());

  const partiesSeen = async (account: SignedInAccount) => {
    const granted = await checkAccess(
      ctx.database.db,
      callerOf(account),
      'read:order:party',
      Object.values(ids),
    );
    return Object.fromEntries(
      Object.entries(ids).flatMap(([name, id]) => {
        const standing = granted.get(id);
        return standing ? [[name, standing.party]] : [];
      }),
    );
  };

  it('gives the owner company every order of its own, as its owner', async () => {
    expect(await partiesSeen(owner)).toEqual({
      published: OrderParty.OWNER_COMPANY,
      draft: OrderParty.OWNER_COMPANY,
      answered: OrderParty.OWNER_COMPANY,
    });
  });

  it('gives a carrier the published order and the ones it responded to, no draft', async () => {
    expect(await partiesSeen(carrier)).toEqual({ published: OrderParty.OTHER_CARRIER });
    expect(await partiesSeen(responder)).toEqual({
      published: OrderParty.OTHER_CARRIER,
      answered: OrderParty.OTHER_CARRIER,
    });
  });

  it('gives another forwarder nothing and the platform’s staff everything', async () => {
    expect(await partiesSeen(otherForwarder)).toEqual({});
    expect(await partiesSeen(cb)).toEqual({
      published: OrderParty.PLATFORM,
      draft: OrderParty.PLATFORM,
      answered: OrderParty.PLATFORM,
    });
  });

  it('answers 404 for an order that is not the caller’s, never 403', async () => {
    await expect(
      requireAccess(ctx.database.db, callerOf(carrier), 'read:order:party', [ids.draft]),
    ).rejects.toMatchObject({ status: 404 });
    const [standing] = await requireAccess(
      ctx.database.db,
      callerOf(responder),
      'read:order:party',
      [ids.answered],
    );
    expect(standing.party).toBe(OrderParty.OTHER_CARRIER);
  });
});
