import { OrderAction, Role, type OrderDetail } from '@freight/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../../db/schema.js';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import { AppError } from '../../../platform/errors/app-error.js';
import type { FileStore } from '../../../platform/files/file-store.js';
import type { StoredBlob } from '../../../platform/files/upload.js';
import type { MailMessage } from '../../../platform/mail/mailer.js';
import { newCompanyOwner, type SignedInAccount } from '../../../../test/company-factory.js';
import { createOrder } from '../../../../test/order-factory.js';
import { createTestApp, testDriver, type TestApp } from '../../../../test/test-app.js';
import { performOrderAction, type OrderActionDeps } from './perform-order-action.js';

/**
 * The executor's own promises, on a draft the owner publishes with a made-up change: the
 * order of its refusals, e-mails only after a commit, stored files removed when the action
 * does not commit, and a bounded second preparation.
 */
describe(`performOrderAction (${testDriver})`, () => {
  let ctx: TestApp;
  let forwarder: SignedInAccount;
  let actor: AuthUser;
  const meta = { ip: null, userAgent: null };
  const mail: MailMessage = { to: 'owner@example.test', subject: 'published', text: '' };

  beforeAll(async () => {
    ctx = await createTestApp();
    forwarder = await newCompanyOwner(ctx.app, 'FORWARDER');
    actor = {
      id: forwarder.user.id,
      role: Role.FORWARDER,
      companyId: forwarder.company!.id,
      underReview: false,
    };
  });
  afterAll(() => ctx.close());

  /** Deps whose mailer and file store only note what they were asked. */
  function recordingDeps() {
    const sent: MailMessage[] = [];
    const removed: string[] = [];
    const files: FileStore = {
      put: () => Promise.reject(new Error('not used')),
      open: () => Promise.resolve(null),
      remove: (key) => {
        removed.push(key);
        return Promise.resolve();
      },
    };
    const deps: OrderActionDeps = {
      db: ctx.database.db,
      files,
      mailer: {
        send: (message) => Promise.resolve(void sent.push(message)),
        sendWithin: () => Promise.reject(new Error('not used by order actions')),
        wake: () => {},
      },
      log: { error: () => {} },
    };
    return { deps, sent, removed };
  }

  const blob = (key: string): StoredBlob => ({
    key,
    originalName: `${key}.pdf`,
    contentType: 'application/pdf',
    size: 1,
    sha256: key.padEnd(64, '0'),
  });

  const statusOf = async (order: OrderDetail) =>
    (await ctx.database.db.select().from(orders).where(eq(orders.id, order.id)))[0]?.status;

  it('checks the version after the machine: a refused action answers its reason, not the conflict', async () => {
    const order = await createOrder(ctx.app, forwarder, { saveMode: 'DRAFT' });
    const { deps } = recordingDeps();
    const refused = performOrderAction(deps, actor, order.id, {
      action: OrderAction.ACCEPT_RESPONSE,
      meta,
      version: order.version + 1,
      change: () => Promise.reject(new Error('must not run')),
      view: () => Promise.resolve(null),
    });
    await expect(refused).rejects.toMatchObject({ code: 'ORDER_TRANSITION_NOT_ALLOWED' });
    const stale = performOrderAction(deps, actor, order.id, {
      action: OrderAction.PUBLISH,
      meta,
      version: order.version + 1,
      change: () => Promise.reject(new Error('must not run')),
      view: () => Promise.resolve(null),
    });
    await expect(stale).rejects.toMatchObject({ code: 'VERSION_CONFLICT' });
  });

  it('sends the e-mails after the commit and answers the view of the result', async () => {
    const order = await createOrder(ctx.app, forwarder, { saveMode: 'DRAFT' });
    const { deps, sent } = recordingDeps();
    const view = await performOrderAction(deps, actor, order.id, {
      action: OrderAction.PUBLISH,
      meta,
      version: order.version,
      async change(_tx, { moveStatus }) {
        const moved = await moveStatus();
        expect(sent).toEqual([]);
        return { result: moved.status, mails: [mail] };
      },
      view: (_db, _caller, { result }) => Promise.resolve(result),
    });
    expect(view).toBe('PUBLISHED');
    expect(sent).toEqual([mail]);
  });

  it('removes the files the action stored when it does not commit, and sends nothing', async () => {
    const order = await createOrder(ctx.app, forwarder, { saveMode: 'DRAFT' });
    const { deps, sent, removed } = recordingDeps();
    const failing = performOrderAction(deps, actor, order.id, {
      action: OrderAction.PUBLISH,
      meta,
      version: order.version,
      prepare: ({ removeOnFailure }) => {
        removeOnFailure(blob('prepared'));
        return Promise.resolve();
      },
      async change(_tx, { moveStatus, removeOnFailure }) {
        await moveStatus();
        removeOnFailure(blob('changed'));
        throw new AppError('RECEIPT_REQUIRED');
      },
      view: () => Promise.resolve(null),
    });
    await expect(failing).rejects.toMatchObject({ code: 'RECEIPT_REQUIRED' });
    expect(removed).toEqual(['prepared', 'changed']);
    expect(sent).toEqual([]);
    expect(await statusOf(order)).toBe('DRAFT');
  });

  it('prepares once more when the prepared facts no longer hold, then answers VERSION_CONFLICT', async () => {
    const order = await createOrder(ctx.app, forwarder, { saveMode: 'DRAFT' });
    const { deps, removed } = recordingDeps();
    let preparations = 0;
    const outdated = performOrderAction(deps, actor, order.id, {
      action: OrderAction.PUBLISH,
      meta,
      version: order.version,
      prepare: ({ removeOnFailure }) => {
        preparations += 1;
        removeOnFailure(blob(`attempt-${preparations}`));
        return Promise.resolve(preparations);
      },
      stillPrepared: () => Promise.resolve(false),
      change: () => Promise.reject(new Error('must not run')),
      view: () => Promise.resolve(null),
    });
    await expect(outdated).rejects.toMatchObject({ code: 'VERSION_CONFLICT' });
    expect(preparations).toBe(2);
    expect(removed).toEqual(['attempt-1', 'attempt-2']);
    expect(await statusOf(order)).toBe('DRAFT');
  });
});
