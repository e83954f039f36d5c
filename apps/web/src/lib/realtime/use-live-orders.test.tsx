import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '../../test/factories';
import { stubWebSocket } from '../../test/websocket-stub';
import { useLiveOrders } from './use-live-orders';

const settle = (ms = 0) => vi.advanceTimersByTimeAsync(ms);

/** A query client holding fresh data under the keys the app uses for orders and documents. */
function clientWithOrderData(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  for (const key of [
    ['orders', 'detail', 'order-1'],
    ['orders', 'detail', 'order-1', 'responses'],
    ['orders', 'detail', 'order-1', 'trip'],
    ['orders', 'detail', 'order-2'],
    ['orders', 'list', { page: 1 }],
    ['orders', 'problem-orders', { page: 1 }],
    ['documents', 'list', { page: 1 }],
    ['notifications'],
  ]) {
    client.setQueryData(key, { fresh: true });
  }
  return client;
}

const stale = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.isInvalidated)
    .map((query) => JSON.stringify(query.queryKey))
    .sort();

describe('live order views', () => {
  let unmount: () => void = () => undefined;
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    unmount();
    vi.useRealTimers();
  });

  async function mount(client: QueryClient) {
    signIn();
    const sockets = stubWebSocket();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    ({ unmount } = renderHook(() => useLiveOrders(), { wrapper }));
    await settle();
    sockets[0]?.serverOpens();
    sockets[0]?.serverSends({ type: 'ready' });
    return sockets;
  }

  it("invalidates the changed order's queries, the lists and the documents, nothing else", async () => {
    const client = clientWithOrderData();
    const sockets = await mount(client);

    sockets[0]?.serverSends({ type: 'order.changed', orderIds: ['order-1'] });

    expect(stale(client)).toEqual(
      [
        '["documents","list",{"page":1}]',
        '["orders","detail","order-1"]',
        '["orders","detail","order-1","responses"]',
        '["orders","detail","order-1","trip"]',
        '["orders","list",{"page":1}]',
        '["orders","problem-orders",{"page":1}]',
      ].sort(),
    );
  });

  it('invalidates every order query when the server cannot name the orders', async () => {
    const client = clientWithOrderData();
    const sockets = await mount(client);

    sockets[0]?.serverSends({ type: 'order.changed', orderIds: null });

    expect(stale(client)).not.toContain('["notifications"]');
    expect(stale(client)).toHaveLength(7);
  });

  it('invalidates every order query after a reconnection, not after a token refresh', async () => {
    const client = clientWithOrderData();
    const sockets = await mount(client);

    // A re-sign-in on the same connection: nothing was missed.
    sockets[0]?.serverSends({ type: 'ready' });
    expect(stale(client)).toEqual([]);

    sockets[0]?.serverCloses();
    await settle(1_000);
    sockets[1]?.serverOpens();
    sockets[1]?.serverSends({ type: 'ready' });
    expect(stale(client)).toContain('["orders","detail","order-2"]');
    expect(stale(client)).not.toContain('["notifications"]');
  });
});
