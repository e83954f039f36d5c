import { MessageReceipt, Role, type ChatMessage, type Conversation } from '@freight/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CARRIER,
  CONVERSATION_ID,
  makeChatMessage,
  makeConversation,
  ME,
} from '../../../test/chat-factories';
import { makeAccount, makeNotificationPage, signIn } from '../../../test/factories';
import { json, stubFetch, type StubHandler } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { PHONE_WIDTH, setViewportWidth } from '../../../test/viewport';
import { stubWebSocket } from '../../../test/websocket-stub';

interface OpenOptions {
  conversations?: Conversation[];
  messages?: ChatMessage[];
  routes?: Record<string, StubHandler>;
  path?: string;
}

/** The chat as the signed-in forwarder, with the server's conversations and messages. */
async function openChat(options: OpenOptions = {}) {
  const account = signIn(makeAccount({ roleType: Role.FORWARDER }));
  const sockets = stubWebSocket();
  const conversations = options.conversations ?? [makeConversation()];
  const network = stubFetch({
    'GET /api/auth/account': () => json(200, account),
    'GET /api/notifications': () => json(200, makeNotificationPage([])),
    'GET /api/chat/unread': () => json(200, { unreadTotal: 0 }),
    'GET /api/chat/conversations': () => json(200, { items: conversations, unreadTotal: 0 }),
    [`GET /api/chat/conversations/${CONVERSATION_ID}/messages`]: () =>
      json(200, { items: options.messages ?? [], hasMore: false }),
    [`POST /api/chat/conversations/${CONVERSATION_ID}/read`]: () => json(204),
    ...options.routes,
  });
  const view = renderApp(options.path ?? `/chat/${CONVERSATION_ID}`);
  await screen.findByTestId('chat-page', {}, { timeout: 15_000 });
  // The socket opens with the layout's listeners; the server confirms the sign-in.
  await waitFor(() => expect(sockets.length).toBeGreaterThan(0));
  act(() => sockets[0]?.serverOpens());
  const server = (message: object) => act(() => sockets[0]?.serverSends(message));
  return { ...view, network, sockets, server };
}

afterEach(() => {
  vi.restoreAllMocks();
});

const bubbles = () => screen.queryAllByTestId('chat-message');

describe('the chat screen', { timeout: 40_000 }, () => {
  it('lists conversations with their title, last message and unread count', async () => {
    await openChat({
      path: '/chat',
      conversations: [
        makeConversation({
          unreadCount: 3,
          lastMessage: makeChatMessage({ text: 'Loading at 9' }),
        }),
        makeConversation({
          id: '77777777-7777-4777-8777-777777777777',
          kind: 'DIRECT',
          orderId: null,
          orderNumber: null,
          counterpart: CARRIER,
          lastMessage: makeChatMessage({ deletedAt: new Date().toISOString(), text: '' }),
        }),
      ],
    });
    const rows = await screen.findAllByTestId('chat-conversation');
    expect(rows[0]).toHaveTextContent('Order FR-000042 · ТОО «Жол Транс»');
    expect(rows[0]).toHaveTextContent('Loading at 9');
    expect(within(rows[0]!).getByTestId('chat-conversation-unread')).toHaveTextContent('3');
    expect(rows[1]).toHaveTextContent('Ерлан Ахметов');
    expect(rows[1]).toHaveTextContent('Message deleted');
  });

  it('shows the empty state with a way to start a conversation from the picker', async () => {
    const { network, router } = await openChat({
      path: '/chat',
      conversations: [],
      routes: {
        'GET /api/chat/people': () => json(200, { items: [CARRIER] }),
        'POST /api/chat/direct': () =>
          json(
            200,
            makeConversation({ id: CONVERSATION_ID, kind: 'DIRECT', counterpart: CARRIER }),
          ),
      },
    });
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('chat-new-empty'));
    const person = await screen.findByTestId('chat-person');
    expect(person).toHaveTextContent('Ерлан Ахметов');
    expect(person).toHaveTextContent('ТОО «Жол Транс» · Logistician');
    await userEvent.click(person);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/chat/${CONVERSATION_ID}`));
    expect(network.callsTo('POST', '/api/chat/direct')[0]?.body).toEqual({ userId: CARRIER.id });
  });

  it('shows a sent message at once and then once only, whichever answer comes first', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { network, server } = await openChat({
      routes: {
        [`POST /api/chat/conversations/${CONVERSATION_ID}/messages`]: () =>
          new Promise<Response>((resolve) => {
            answer = resolve;
          }),
      },
    });
    await screen.findByTestId('chat-conversation-view');
    await userEvent.type(screen.getByTestId('chat-input'), 'Hello, see https://example.kz{Enter}');
    expect(bubbles()).toHaveLength(1);
    expect(within(bubbles()[0]!).getByTestId('chat-receipt')).toHaveAttribute(
      'data-receipt',
      'PENDING',
    );
    await waitFor(() =>
      expect(
        network.callsTo('POST', `/api/chat/conversations/${CONVERSATION_ID}/messages`),
      ).toHaveLength(1),
    );
    const sent = network.callsTo('POST', `/api/chat/conversations/${CONVERSATION_ID}/messages`)[0]
      ?.body as { clientId: string; text: string };
    expect(sent.text).toBe('Hello, see https://example.kz');
    const stored = makeChatMessage({ sender: ME, clientId: sent.clientId, text: sent.text });
    // The socket brings the message before the HTTP answer: still one bubble.
    server({ type: 'chat.message', message: stored });
    answer(json(201, stored));
    await waitFor(() =>
      expect(within(bubbles()[0]!).getByTestId('chat-receipt')).toHaveAttribute(
        'data-receipt',
        'SENT',
      ),
    );
    expect(bubbles()).toHaveLength(1);
    expect(within(bubbles()[0]!).getByRole('link', { name: 'https://example.kz' })).toHaveAttribute(
      'href',
      'https://example.kz',
    );
  });

  it('keeps a failed message with a Retry that sends the same clientId', async () => {
    let attempts = 0;
    const { network } = await openChat({
      routes: {
        [`POST /api/chat/conversations/${CONVERSATION_ID}/messages`]: ({ body }) => {
          attempts += 1;
          if (attempts === 1) return json(503, { code: 'UNEXPECTED', message: 'down' });
          const { clientId, text } = body as { clientId: string; text: string };
          return json(201, makeChatMessage({ sender: ME, clientId, text }));
        },
      },
    });
    await screen.findByTestId('chat-conversation-view');
    await userEvent.type(screen.getByTestId('chat-input'), 'Are you there?{Enter}');
    await userEvent.click(await screen.findByTestId('chat-retry'));
    await waitFor(() => expect(screen.queryByTestId('chat-send-failed')).not.toBeInTheDocument());
    const sends = network.callsTo('POST', `/api/chat/conversations/${CONVERSATION_ID}/messages`);
    expect(sends).toHaveLength(2);
    const ids = sends.map((call) => (call.body as { clientId: string }).clientId);
    expect(ids[0]).toBe(ids[1]);
    expect(bubbles()).toHaveLength(1);
  });

  it('adds live messages, shows typing and turns the ticks blue when read', async () => {
    // The reader looks at the tab (jsdom's document has no focus of its own).
    vi.spyOn(document, 'hasFocus').mockReturnValue(true);
    const mine = makeChatMessage({ sender: ME, text: 'Truck ready?' });
    const { server, network } = await openChat({ messages: [mine] });
    await screen.findByText('Truck ready?');
    server({
      type: 'chat.typing',
      conversationId: CONVERSATION_ID,
      userId: CARRIER.id,
      name: 'Ерлан',
    });
    expect(await screen.findByTestId('chat-typing')).toHaveTextContent('Ерлан is typing…');

    server({
      type: 'chat.receipt',
      conversationId: CONVERSATION_ID,
      userId: CARRIER.id,
      deliveredSeq: mine.seq,
      readSeq: mine.seq,
    });
    await waitFor(() =>
      expect(screen.getByTestId('chat-receipt')).toHaveAttribute(
        'data-receipt',
        MessageReceipt.READ,
      ),
    );

    const reply = makeChatMessage({ text: 'Yes, at gate 4' });
    server({ type: 'chat.message', message: reply });
    expect(await screen.findByText('Yes, at gate 4')).toBeInTheDocument();
    // The reply's sender stopped typing; the reply is marked read while the tab is looked at.
    expect(screen.queryByTestId('chat-typing')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(
        network
          .callsTo('POST', `/api/chat/conversations/${CONVERSATION_ID}/read`)
          .map((call) => call.body),
      ).toContainEqual({ seq: reply.seq, receipt: 'read' }),
    );
  });

  it('replaces the composer by a notice where the caller may no longer write', async () => {
    await openChat({ conversations: [makeConversation({ canWrite: false })] });
    expect(await screen.findByTestId('chat-read-only')).toBeInTheDocument();
    expect(screen.queryByTestId('chat-composer')).not.toBeInTheDocument();
  });
  it('closes the composer when an order change ends the right to write', async () => {
    let canWrite = true;
    const { server } = await openChat({
      routes: {
        'GET /api/chat/conversations': () =>
          json(200, { items: [makeConversation({ canWrite })], unreadTotal: 0 }),
      },
    });
    expect(await screen.findByTestId('chat-composer')).toBeInTheDocument();
    canWrite = false;
    server({ type: 'order.changed', orderIds: [crypto.randomUUID()] });
    expect(await screen.findByTestId('chat-read-only')).toBeInTheDocument();
  });

  it('edits and deletes an own message within the window, leaving "Message deleted"', async () => {
    const mine = makeChatMessage({ sender: ME, text: 'Gate 3' });
    const path = `/api/chat/messages/${mine.id}`;
    const { network } = await openChat({
      messages: [mine],
      routes: {
        [`PATCH ${path}`]: ({ body }) =>
          json(200, {
            ...mine,
            text: (body as { text: string }).text,
            editedAt: new Date().toISOString(),
          }),
        [`DELETE ${path}`]: () =>
          json(200, { ...mine, text: '', deletedAt: new Date().toISOString() }),
      },
    });
    await screen.findByText('Gate 3');
    await userEvent.click(screen.getByTestId('chat-message-menu'));
    await userEvent.click(await screen.findByText('Edit'));
    const input = screen.getByTestId('chat-edit-input');
    await userEvent.clear(input);
    await userEvent.type(input, 'Gate 4{Enter}');
    expect(await screen.findByText('Gate 4')).toBeInTheDocument();
    expect(screen.getByTestId('chat-edited')).toHaveTextContent('edited');
    expect(network.callsTo('PATCH', path)[0]?.body).toEqual({ text: 'Gate 4' });

    await userEvent.click(screen.getByTestId('chat-message-menu'));
    await userEvent.click(await screen.findByText('Delete'));
    await userEvent.click(await screen.findByTestId('chat-delete-confirm'));
    expect(await screen.findByTestId('chat-message-deleted')).toHaveTextContent('Message deleted');
    expect(screen.queryByText('Gate 4')).not.toBeInTheDocument();
    expect(screen.queryByTestId('chat-message-menu')).not.toBeInTheDocument();
  });

  it('offers no edit once the 15 minutes are over', async () => {
    const old = makeChatMessage({
      sender: ME,
      text: 'An old one',
      createdAt: new Date(Date.now() - 16 * 60_000).toISOString(),
    });
    await openChat({ messages: [old] });
    await screen.findByText('An old one');
    expect(screen.queryByTestId('chat-message-menu')).not.toBeInTheDocument();
  });

  it('fetches older messages by the oldest seq held, and what was missed after a reconnection', async () => {
    const older = makeChatMessage({ text: 'Older one' });
    const newest = makeChatMessage({ text: 'Newest one' });
    const missed = makeChatMessage({ text: 'Sent while offline' });
    const { network, server } = await openChat({
      routes: {
        [`GET /api/chat/conversations/${CONVERSATION_ID}/messages`]: ({ url }) => {
          if (url.searchParams.get('before') === String(newest.seq)) {
            return json(200, { items: [older], hasMore: false });
          }
          if (url.searchParams.get('after') === String(newest.seq)) {
            return json(200, { items: [missed], hasMore: false });
          }
          return json(200, { items: [newest], hasMore: true });
        },
      },
    });
    // A first page that does not fill the pane asks for the one before it at once.
    expect(await screen.findByText('Older one')).toBeInTheDocument();
    expect(screen.getByTestId('chat-history-start')).toBeInTheDocument();

    server({ type: 'ready' });
    expect(await screen.findByText('Sent while offline')).toBeInTheDocument();
    expect(bubbles().map((bubble) => bubble.textContent)).toEqual([
      expect.stringContaining('Older one'),
      expect.stringContaining('Newest one'),
      expect.stringContaining('Sent while offline'),
    ]);
    // The same message arriving again over the socket is not shown twice.
    server({ type: 'chat.message', message: missed });
    expect(screen.getAllByText('Sent while offline')).toHaveLength(1);
    const paths = network
      .callsTo('GET', `/api/chat/conversations/${CONVERSATION_ID}/messages`)
      .map((call) => call.url.search);
    expect(paths).toContain(`?limit=30&before=${newest.seq}`);
    expect(paths).toContain(`?limit=30&after=${newest.seq}`);
  });
  it('shows one pane on a phone: the list, then the conversation with a way back', async () => {
    setViewportWidth(PHONE_WIDTH);
    const { router } = await openChat({ path: '/chat' });
    await userEvent.click(await screen.findByTestId('chat-conversation'));
    expect(await screen.findByTestId('chat-conversation-view')).toBeInTheDocument();
    expect(screen.queryByTestId('chat-list')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('chat-back'));
    expect(router.state.location.pathname).toBe('/chat');
    expect(await screen.findByTestId('chat-list')).toBeInTheDocument();
    expect(screen.queryByTestId('chat-conversation-view')).not.toBeInTheDocument();
  });
});
