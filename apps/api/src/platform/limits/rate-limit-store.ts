import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { SharedCounters } from './shared-counters.js';

/** What the plugin hands `child`: the merged options, with the route for a route's own limit. */
interface ChildOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A `@fastify/rate-limit` store on the shared counters, so a route's `config.rateLimit` and an
 * `app.rateLimit(…)` hook count across every API process. Each route's limit counts on its
 * own (as the plugin's in-memory store does); limits made with `app.rateLimit` share one
 * namespace and keep apart by their keys.
 */
export function sharedRateLimitStore(counters: SharedCounters): FastifyRateLimitStoreCtor {
  class SharedRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _pluginOptions: unknown,
      private readonly namespace = 'global',
    ) {}

    // The plugin passes the window of this request as a third argument (it may be a function
    // of the request); the published type leaves it out.
    incr(key: string, callback: IncrCallback, timeWindow?: number): void {
      counters.hit(`${this.namespace}|${key}`, timeWindow ?? 60_000).then(
        (state) => {
          callback(null, { current: state.hits, ttl: state.msUntilReset });
        },
        (error: unknown) => {
          callback(error instanceof Error ? error : new Error(String(error)));
        },
      );
    }

    child(routeOptions: object): FastifyRateLimitStore {
      const { routeInfo } = routeOptions as ChildOptions;
      const method = [routeInfo?.method ?? []].flat().join(',');
      const namespace = routeInfo?.url ? `route|${method} ${routeInfo.url}` : 'limiter';
      return new SharedRateLimitStore(undefined, namespace);
    }
  }
  return SharedRateLimitStore;
}
