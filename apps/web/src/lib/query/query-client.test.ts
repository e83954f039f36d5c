import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { FreshQueryClient } from './query-client';

/** A query function whose answers the test releases, each with the server's value at release. */
function controlledServer(initial: string) {
  let value = initial;
  const pending: (() => void)[] = [];
  let calls = 0;
  return {
    set: (next: string) => (value = next),
    get calls() {
      return calls;
    },
    queryFn: ({ signal }: { signal: AbortSignal }) => {
      calls += 1;
      // What the server held when the request reached it.
      const answer = value;
      return new Promise<string>((resolve, reject) => {
        signal.addEventListener('abort', () => reject(new Error('aborted')));
        pending.push(() => resolve(answer));
      });
    },
    releaseAll: () => pending.splice(0).forEach((release) => release()),
  };
}

function watch(client: FreshQueryClient, server: ReturnType<typeof controlledServer>) {
  const observer = new QueryObserver(client, { queryKey: ['list'], queryFn: server.queryFn });
  const seen: (string | undefined)[] = [];
  const stop = observer.subscribe((result) => seen.push(result.data));
  return { observer, seen, stop };
}

async function settled(observer: ReturnType<typeof watch>['observer']) {
  await expect.poll(() => observer.getCurrentResult().fetchStatus).toBe('idle');
  return observer.getCurrentResult();
}

describe('FreshQueryClient', () => {
  it('an invalidation during the first fetch ends in data fetched after it', async () => {
    const client = new FreshQueryClient({ defaultOptions: { queries: { retry: false } } });
    const server = controlledServer('before');
    const { observer, seen, stop } = watch(client, server);
    expect(server.calls).toBe(1);

    server.set('after');
    void client.invalidateQueries({ queryKey: ['list'] });
    server.releaseAll();

    const result = await settled(observer);
    expect(server.calls).toBe(2);
    expect(result.data).toBe('after');
    expect(result.status).toBe('success');
    // The answer from before the change never showed.
    expect(seen).not.toContain('before');
    stop();
  });

  it('an invalidation during a refetch still restarts it, keeping the data meanwhile', async () => {
    const client = new FreshQueryClient({ defaultOptions: { queries: { retry: false } } });
    const server = controlledServer('first');
    const { observer, stop } = watch(client, server);
    server.releaseAll();
    expect((await settled(observer)).data).toBe('first');

    void observer.refetch();
    server.set('second');
    void client.invalidateQueries({ queryKey: ['list'] });
    expect(observer.getCurrentResult().data).toBe('first');
    server.releaseAll();

    expect((await settled(observer)).data).toBe('second');
    expect(server.calls).toBe(3);
    stop();
  });

  it('leaves the first fetches of other queries alone', async () => {
    const client = new FreshQueryClient({ defaultOptions: { queries: { retry: false } } });
    const server = controlledServer('only');
    const { observer, stop } = watch(client, server);

    void client.invalidateQueries({ queryKey: ['another'] });
    server.releaseAll();

    expect((await settled(observer)).data).toBe('only');
    expect(server.calls).toBe(1);
    stop();
  });
});
