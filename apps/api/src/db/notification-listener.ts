import pg from 'pg';

/** Told when the listening connection drops (false) and once it listens again (true). */
export type ListeningStateListener = (listening: boolean) => void;

export interface NotificationListenerOptions {
  databaseUrl: string;
  /** Told every error of the listening connection (logged by the server). */
  onError?: (error: Error) => void;
  /** First wait before reconnecting; it doubles up to `maxReconnectDelayMs`. */
  minReconnectDelayMs?: number;
  maxReconnectDelayMs?: number;
}

/**
 * One connection of its own LISTENs on every channel this process follows (LISTEN holds a
 * connection for as long as it listens, so it is not one of the pool's). When the connection
 * drops (a restart, a failover, `pg_terminate_backend`, a proxy's timeout) it reconnects with
 * backoff and listens on every channel again. What was notified in between is lost, so the
 * state listeners are told: while it is down and when it is back, each follower resynchronises
 * what it may have missed (session epochs, open views).
 */
export class NotificationListener {
  private readonly handlers = new Map<string, Set<(payload: string) => void>>();
  private readonly stateListeners = new Set<ListeningStateListener>();
  private client: pg.Client | undefined;
  /** The connection (and its LISTENs) being set up; callers of `listen` wait for it. */
  private connecting: Promise<void> | undefined;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private reconnectDelayMs: number;
  private listening = false;
  private closed = false;

  constructor(private readonly options: NotificationListenerOptions) {
    this.reconnectDelayMs = this.minDelay;
  }

  private get minDelay(): number {
    return this.options.minReconnectDelayMs ?? 100;
  }

  /** Calls `onPayload` with every payload committed to `channel`; answers how to stop. */
  async listen(
    channel: string,
    onPayload: (payload: string) => void,
  ): Promise<() => Promise<void>> {
    let handlers = this.handlers.get(channel);
    const isNewChannel = !handlers;
    if (!handlers) this.handlers.set(channel, (handlers = new Set()));
    handlers.add(onPayload);
    if (!this.client && !this.reconnectTimer) await this.connect();
    else if (isNewChannel) {
      await this.connecting;
      if (this.listening) await this.client?.query(`listen ${pg.escapeIdentifier(channel)}`);
    }
    return async () => {
      handlers.delete(onPayload);
      if (handlers.size > 0) return;
      this.handlers.delete(channel);
      if (this.listening) {
        await this.client?.query(`unlisten ${pg.escapeIdentifier(channel)}`).catch(() => {});
      }
    };
  }

  /** True while the connection is up and listens on every channel. */
  get isListening(): boolean {
    return this.listening;
  }

  /** Follows the listening state (see the class comment); answers how to stop. */
  onStateChange(listener: ListeningStateListener): () => void {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.reconnectTimer);
    const client = this.client;
    this.client = undefined;
    this.listening = false;
    await client?.end().catch(() => {});
  }

  /** Connects and listens on every channel; the first connection's failure is the caller's. */
  private connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.options.databaseUrl, keepAlive: true });
    this.client = client;
    const dropped = (error?: Error) => {
      if (error) this.options.onError?.(error);
      if (this.client !== client) return;
      this.client = undefined;
      client.end().catch(() => {});
      this.setListening(false);
      this.scheduleReconnect();
    };
    // Every error is handled here: an 'error' event without a listener would end the process.
    client.on('error', dropped);
    client.on('end', () => dropped());
    client.on('notification', (message) => {
      const handlers = this.handlers.get(message.channel);
      for (const handler of handlers ?? []) handler(message.payload ?? '');
    });
    const connecting = (async () => {
      await client.connect();
      for (const channel of this.handlers.keys()) {
        await client.query(`listen ${pg.escapeIdentifier(channel)}`);
      }
    })();
    this.connecting = connecting.then(
      () => {
        if (this.client !== client || this.closed) return;
        this.reconnectDelayMs = this.minDelay;
        this.setListening(true);
      },
      (error: unknown) => {
        if (this.client === client) this.client = undefined;
        client.end().catch(() => {});
        throw error;
      },
    );
    return this.connecting;
  }

  private scheduleReconnect(): void {
    if (this.closed || this.reconnectTimer) return;
    // Jitter: the instances that lost their connections together do not all come back at once.
    const delay = this.reconnectDelayMs * (0.5 + Math.random() / 2);
    this.reconnectDelayMs = Math.min(
      this.reconnectDelayMs * 2,
      this.options.maxReconnectDelayMs ?? 5_000,
    );
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      if (this.closed) return;
      this.connect().catch((error: unknown) => {
        this.options.onError?.(error as Error);
        this.scheduleReconnect();
      });
    }, delay);
    this.reconnectTimer.unref();
  }

  private setListening(listening: boolean): void {
    if (this.listening === listening) return;
    this.listening = listening;
    for (const listener of this.stateListeners) listener(listening);
  }
}
