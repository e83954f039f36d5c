import {
  RealtimeMessageType,
  type ChatPeopleQuery,
  type ChatPerson,
  type Conversation,
  type ConversationList,
  type OpenOrderThread,
} from '@freight/shared';
import { orderThreadCarrierFor } from '../../platform/access/record-scopes.js';
import type { AuthUser } from '../../platform/auth/access-token.js';
import { assertPermission } from '../../platform/auth/guard.js';
import { notFound } from '../../platform/errors/app-error.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import { signalChat } from './chat-signals.js';
import {
  countUnreadOf,
  findConversationsOf,
  findOrCreateDirect,
  findOrCreateOrderThread,
  findOrderChatFacts,
} from './conversation-repo.js';
import { toConversations } from './conversation-view.js';
import { findMemberIds } from './membership-repo.js';
import { findReachablePeople, isReachable } from './people-repo.js';
import { rolesNamedLike } from './role-labels.js';

/** The caller's conversations, newest activity first, with the menu's unread total. */
export async function listConversations(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
): Promise<ConversationList> {
  assertPermission(actor, 'read:chat:party');
  const rows = await findConversationsOf(db, actor.id);
  const items = await toConversations(db, actor.id, rows);
  return { items, unreadTotal: items.reduce((sum, item) => sum + item.unreadCount, 0) };
}

export async function countUnread(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
): Promise<number> {
  assertPermission(actor, 'read:chat:party');
  return countUnreadOf(db, actor.id);
}

/** One conversation as the list shows it to a member; 404 to anyone else. */
export async function getConversation(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  conversationId: string,
): Promise<Conversation> {
  assertPermission(actor, 'read:chat:party');
  const rows = await findConversationsOf(db, actor.id, { conversationId });
  const [conversation] = await toConversations(db, actor.id, rows);
  if (!conversation) throw notFound();
  return conversation;
}

/** The user picker: people the caller may write to, by name, company or role (any language). */
export async function findChatPeople(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  query: ChatPeopleQuery,
): Promise<ChatPerson[]> {
  assertPermission(actor, 'read:chat:party');
  const q = query.q || undefined;
  return findReachablePeople(db, actor, q, q ? rolesNamedLike(q) : [], query.limit);
}

/** Opens (or finds) the direct conversation with someone within reach; 404 otherwise. */
export async function startDirectConversation(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  userId: string,
): Promise<Conversation> {
  assertPermission(actor, 'send:chat_message:party');
  const id = await db.transaction(async (tx) => {
    if (!(await isReachable(tx, actor, userId))) throw notFound();
    const direct = await findOrCreateDirect(tx, actor.id, userId);
    if (direct.created) {
      await signalChat(tx, [actor.id, userId], { type: RealtimeMessageType.CHAT_CONVERSATIONS });
    }
    return direct.id;
  });
  return getConversation({ db }, actor, id);
}

/** Opens (or finds) an order's thread for one carrier side; 404 to anyone not in it. */
export async function openOrderThread(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  input: OpenOrderThread,
): Promise<Conversation> {
  assertPermission(actor, 'read:chat:party');
  const id = await db.transaction(async (tx) => {
    const facts = await findOrderChatFacts(tx, input.orderId);
    if (!facts) throw notFound();
    const carrierCompanyId = orderThreadCarrierFor(actor, facts, input.carrierCompanyId);
    if (carrierCompanyId === null) throw notFound();
    const thread = await findOrCreateOrderThread(tx, actor.id, input.orderId, carrierCompanyId);
    if (thread.created) {
      await signalChat(tx, await findMemberIds(tx, thread.id), {
        type: RealtimeMessageType.CHAT_CONVERSATIONS,
      });
    }
    return thread.id;
  });
  return getConversation({ db }, actor, id);
}

/** The threads of an order the caller is a member of. */
export async function listOrderThreads(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  orderId: string,
): Promise<Conversation[]> {
  assertPermission(actor, 'read:chat:party');
  const rows = await findConversationsOf(db, actor.id, { orderId });
  return toConversations(db, actor.id, rows);
}
