import type { ChatMessage, Conversation, OrderDetail } from '@freight/shared';
import { randomUUID } from 'node:crypto';
import { Role } from '@freight/shared';
import type { App } from '../src/app.js';
import { orderProblems } from '../src/db/schema.js';
import {
  newCompanyOwner,
  newCompanyStaff,
  newPlatformAccount,
  type SignedInAccount,
} from './company-factory.js';
import { createOrder, respond, withFleet, type CarrierWithFleet } from './order-factory.js';

/**
 * The people of the chat tests: a forwarder with an employee, two carriers that responded to
 * the forwarder's order (each with a logistician), a carrier with no shared order, the CB and a
 * moderator.
 */
export interface ChatCast {
  forwarder: SignedInAccount;
  employee: SignedInAccount;
  carrierA: CarrierWithFleet;
  logisticianA: SignedInAccount;
  carrierB: CarrierWithFleet;
  unrelated: SignedInAccount;
  cb: SignedInAccount;
  moderator: SignedInAccount;
  order: OrderDetail;
}

export async function chatCast(app: App): Promise<ChatCast> {
  const forwarder = await newCompanyOwner(app, 'FORWARDER');
  const employee = await newCompanyStaff(app, forwarder.company);
  const ownerA = await newCompanyOwner(app, 'CARRIER');
  const carrierA = await withFleet(app, ownerA);
  const logisticianA = await newCompanyStaff(app, ownerA.company);
  const carrierB = await withFleet(app, await newCompanyOwner(app, 'CARRIER'));
  const unrelated = await newCompanyOwner(app, 'CARRIER');
  const cb = await newPlatformAccount(app, Role.CB);
  const moderator = await newPlatformAccount(app, Role.MODERATOR);
  const order = await createOrder(app, forwarder);
  await respond(app, carrierA, order.id);
  await respond(app, carrierB, order.id);
  return { forwarder, employee, carrierA, logisticianA, carrierB, unrelated, cb, moderator, order };
}

export function companyIdOf(account: SignedInAccount | CarrierWithFleet): string {
  const user = 'account' in account ? account.account.user : account.user;
  if (!user.companyId) throw new Error('the account has no company');
  return user.companyId;
}

/** A problem report on the order, straight into the table (its workflow is tested elsewhere). */
export async function reportProblem(
  app: App,
  orderId: string,
  reporter: SignedInAccount,
  status: 'OPEN' | 'DECIDED' = 'OPEN',
): Promise<void> {
  await app.database.db
    .insert(orderProblems)
    .values({ orderId, description: 'Груз повреждён', status, reportedBy: reporter.user.id });
}

function expectStatus(
  response: { statusCode: number; body: string },
  statuses: number[],
  what: string,
): void {
  if (!statuses.includes(response.statusCode)) {
    throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  }
}

export async function openThread(
  app: App,
  account: SignedInAccount,
  orderId: string,
  carrierCompanyId?: string,
): Promise<Conversation> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/chat/order-threads',
    headers: account.headers,
    payload: { orderId, ...(carrierCompanyId ? { carrierCompanyId } : {}) },
  });
  expectStatus(response, [200], 'thread not opened');
  return response.json<Conversation>();
}

export async function startDirect(
  app: App,
  account: SignedInAccount,
  userId: string,
): Promise<Conversation> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/chat/direct',
    headers: account.headers,
    payload: { userId },
  });
  expectStatus(response, [200], 'direct conversation not opened');
  return response.json<Conversation>();
}

export async function sendText(
  app: App,
  account: SignedInAccount,
  conversationId: string,
  text: string,
  extra: { clientId?: string; attachmentIds?: string[] } = {},
): Promise<ChatMessage> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/chat/conversations/${conversationId}/messages`,
    headers: account.headers,
    payload: {
      clientId: extra.clientId ?? randomUUID(),
      text,
      attachmentIds: extra.attachmentIds ?? [],
    },
  });
  expectStatus(response, [200, 201], 'message not sent');
  return response.json<ChatMessage>();
}
