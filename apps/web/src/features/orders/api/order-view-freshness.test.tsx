import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query/query-client';
import { json, stubFetch } from '../../../test/fetch-stub';
import { signIn } from '../../../test/factories';
import { makeOrderResponse } from '../../../test/order-factories';
import { orderKeys } from './get-orders';
import { useOrderResponses } from './get-order-responses';

describe('the order view asks the server whenever it opens', () => {
  it('refetches the responses on open even within the freshness window (issue 15)', async () => {
    signIn();
    const orderId = crypto.randomUUID();
    const client = createQueryClient();
    // The view was open a moment ago with no responses; a response arrived since.
    client.setQueryData(orderKeys.responses(orderId), []);
    const response = makeOrderResponse({ orderId });
    const network = stubFetch({
      [`GET /api/orders/${orderId}/responses`]: () => json(200, [response]),
    });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );

    const { result } = renderHook(() => useOrderResponses(orderId, true), { wrapper });

    await waitFor(() => expect(result.current.data).toHaveLength(1));
    expect(network.calls.map((call) => call.path)).toEqual([`/api/orders/${orderId}/responses`]);
  });
});
