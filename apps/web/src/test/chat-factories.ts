import {
  ConversationKind,
  MessageReceipt,
  type ChatMessage,
  type ChatPerson,
  type Conversation,
} from '@freight/shared';

/** The signed-in forwarder of `makeAccount()`, as the chat describes people. */
export const ME: ChatPerson = {
  id: '11111111-1111-4111-8111-111111111111',
  firstName: 'Айгерим',
  lastName: 'Сейітова',
  middleName: null,
  role: 'ROLE_FORWARDER',
  companyId: '22222222-2222-4222-8222-222222222222',
  companyName: 'ТОО «Дала Экспресс»',
};

export const CARRIER: ChatPerson = {
  id: '33333333-3333-4333-8333-333333333333',
  firstName: 'Ерлан',
  lastName: 'Ахметов',
  middleName: null,
  role: 'ROLE_LOGISTICIAN',
  companyId: '44444444-4444-4444-8444-444444444444',
  companyName: 'ТОО «Жол Транс»',
};

export const CONVERSATION_ID = '55555555-5555-4555-8555-555555555555';

let sequence = 0;
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function makeChatMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  sequence += 1;
  const sender = overrides.sender ?? CARRIER;
  return {
    id: uuid(sequence),
    clientId: uuid(10_000 + sequence),
    conversationId: CONVERSATION_ID,
    seq: sequence,
    sender,
    text: `Message ${sequence}`,
    attachments: [],
    createdAt: new Date().toISOString(),
    editedAt: null,
    deletedAt: null,
    receipt: sender.id === ME.id ? MessageReceipt.SENT : null,
    ...overrides,
  };
}

export function makeConversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    id: CONVERSATION_ID,
    kind: ConversationKind.ORDER,
    title: 'FR-000042',
    orderId: '66666666-6666-4666-8666-666666666666',
    orderNumber: 'FR-000042',
    carrierCompanyId: CARRIER.companyId,
    carrierCompanyName: CARRIER.companyName,
    counterpart: null,
    lastMessage: null,
    lastActivityAt: new Date().toISOString(),
    unreadCount: 0,
    canWrite: true,
    ...overrides,
  };
}
