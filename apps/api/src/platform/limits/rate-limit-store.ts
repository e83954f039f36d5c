import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { SharedCounters } from './shared-counters.js';

/** What the plugin hands a store: the merged options, and the route for a route's own limit. */
interface StoreOptions {
  timeWindow?: unknown;
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * A `@fastify/rate-limit` store on the shared counters, so a route's `config.rateLimit` and an
 * `app.rateLimit(…)` hook count across every API process. Each route's limit counts on its
 * own (as the plugin's in-memory store does); limits made with `app.rateLimit` share one
 * namespace and keep apart by their keys.
 */
export function sharedRateLimitStore(counters: SharedCounters): FastifyRateLimitStoreCtor {
  function storeFor(namespace: string): FastifyRateLimitStore {
    return {
      // The plugin passes the window of this request as a third argument (it may be a function
      // of the request); the published type leaves it out.
      incr(
        key: string,
        callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
        timeWindow?: number,
      ) {
        counters.hit(`${namespace}|${key}`, timeWindow ?? 60_000).then(
          (state) => callback(null, { current: state.hits, ttl: state.msUntilReset }),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
      },
      child(routeOptions) {
        const { routeInfo } = routeOptions as StoreOptions;
        const method = [routeInfo?.method ?? []].flat().join(',');
        return storeFor(routeInfo?.url ? `route|${method} ${routeInfo.url}` : 'limiter');
      },
    } as FastifyRateLimitStore;
  }
  return class SharedRateLimitStore {
    constructor() {
      return storeFor('global');
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
