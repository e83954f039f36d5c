/** Query keys of the chat: every conversation's messages sit under `messages`. */
export const chatKeys = {
  all: ['chat'] as const,
  conversations: ['chat', 'conversations'] as const,
  unread: ['chat', 'unread'] as const,
  messages: (conversationId: string) => ['chat', 'messages', conversationId] as const,
  search: (conversationId: string, q: string) => ['chat', 'search', conversationId, q] as const,
  people: (q: string) => ['chat', 'people', q] as const,
};

export const conversationPath = (id: string) => `/chat/conversations/${encodeURIComponent(id)}`;
