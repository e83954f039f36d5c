import type { RealtimeClientMessage, RealtimeMessage } from '@freight/shared';
import type { AuthUser } from '../auth/access-token.js';

/** What the hub needs of a socket: `ws`'s WebSocket as @fastify/websocket hands it over. */
export interface HubSocket {
  readonly readyState: number;
  readonly OPEN: number;
  send(text: string): void;
  close(code?: number, reason?: string): void;
  once(event: 'close', listener: () => void): unknown;
}

/** A message a signed-in client sent, other than `auth`. */
type ClientMessageOf<T extends RealtimeClientMessage['type']> = Extract<
  RealtimeClientMessage,
  { type: T }
>;
type ClientMessageHandler<T extends RealtimeClientMessage['type']> = (
  user: AuthUser,
  message: ClientMessageOf<T>,
) => Promise<void> | void;

/**
 * The open sockets of this process by signed-in user, with who each user is (role and
 * company: order events go to the parties of an order). What crosses processes goes through
 * PostgreSQL (LISTEN/NOTIFY); the hub only knows its own sockets.
 */
export class RealtimeHub {
  private readonly socketsByUser = new Map<string, Set<HubSocket>>();
  private readonly usersById = new Map<string, AuthUser>();
  /** Each handler takes the message of its own type (`onClientMessage` pairs them). */
  private readonly handlers = new Map<
    string,
    (user: AuthUser, message: RealtimeClientMessage) => Promise<void> | void
  >();

  /** Who each socket belongs to now (a re-`auth` may replace it). */
  private readonly userOfSocket = new Map<HubSocket, string>();
  private readonly countListeners = new Set<(userId: string, sockets: number) => void>();

  /** Files a signed-in socket under its user; a socket filed already moves to `user`. */
  add(user: AuthUser, socket: HubSocket): void {
    const knownAs = this.userOfSocket.get(socket);
    if (knownAs === user.id) {
      this.usersById.set(user.id, user);
      return;
    }
    if (knownAs !== undefined) this.detach(socket);
    else
      socket.once('close', () => {
        this.detach(socket);
      });
    let sockets = this.socketsByUser.get(user.id);
    if (!sockets) this.socketsByUser.set(user.id, (sockets = new Set()));
    sockets.add(socket);
    this.userOfSocket.set(socket, user.id);
    // The newest token's claims win: a refreshed token may carry a new role or company.
    this.usersById.set(user.id, user);
    this.countChanged(user.id, sockets.size);
  }

  /** A socket that signed in again after a token refresh: same socket, maybe new claims. */
  replaceUser(socket: HubSocket, user: AuthUser): void {
    this.add(user, socket);
  }

  /**
   * Calls `listener` whenever the number of sockets of a user here changes (0 when the last
   * closed); presence keeps its table in step through it. Answers how to stop.
   */
  onSocketCountChange(listener: (userId: string, sockets: number) => void): () => void {
    this.countListeners.add(listener);
    return () => this.countListeners.delete(listener);
  }

  private detach(socket: HubSocket): void {
    const userId = this.userOfSocket.get(socket);
    if (userId === undefined) return;
    this.userOfSocket.delete(socket);
    const sockets = this.socketsByUser.get(userId);
    if (!sockets) return;
    sockets.delete(socket);
    if (sockets.size === 0) {
      this.socketsByUser.delete(userId);
      this.usersById.delete(userId);
    }
    this.countChanged(userId, sockets.size);
  }

  private countChanged(userId: string, sockets: number): void {
    for (const listener of this.countListeners) listener(userId, sockets);
  }

  send(userId: string, message: RealtimeMessage): void {
    const sockets = this.socketsByUser.get(userId);
    if (!sockets) return;
    const text = JSON.stringify(message);
    for (const socket of sockets) {
      if (socket.readyState === socket.OPEN) socket.send(text);
    }
  }

  /** Sends `message` to every user connected here for whom `isRecipient` holds. */
  sendWhere(isRecipient: (user: AuthUser) => boolean, message: RealtimeMessage): void {
    for (const user of this.usersById.values()) {
      if (isRecipient(user)) this.send(user.id, message);
    }
  }

  /** The users with a socket open here, with their sockets' count. */
  connectedUsers(): { user: AuthUser; sockets: number }[] {
    return [...this.usersById.values()].map((user) => ({
      user,
      sockets: this.socketsByUser.get(user.id)?.size ?? 0,
    }));
  }

  /** How many sockets the user has open here. */
  socketCount(userId: string): number {
    return this.socketsByUser.get(userId)?.size ?? 0;
  }

  isConnectedHere(userId: string): boolean {
    return this.socketsByUser.has(userId);
  }

  /** Closes every socket of a user here (a deactivated account, a revoked session). */
  disconnect(userId: string, code: number, reason: string): void {
    for (const socket of this.socketsByUser.get(userId) ?? []) socket.close(code, reason);
  }

  /**
   * Closes every signed-in socket here; their clients reconnect (to this instance or another),
   * sign in again with their tokens, checked afresh, and refetch what they show.
   */
  reconnectAll(code: number, reason: string): void {
    for (const sockets of this.socketsByUser.values()) {
      for (const socket of sockets) socket.close(code, reason);
    }
  }

  /** Registers what to do when a signed-in client sends a message of `type`. */
  onClientMessage<T extends Exclude<RealtimeClientMessage['type'], 'auth'>>(
    type: T,
    handler: ClientMessageHandler<T>,
  ): void {
    this.handlers.set(type, (user, message) => handler(user, message as ClientMessageOf<T>));
  }

  /** Hands a client's message to its handler; answers false when none is registered. */
  async receive(user: AuthUser, message: RealtimeClientMessage): Promise<boolean> {
    const handler = this.handlers.get(message.type);
    if (!handler) return false;
    await handler(user, message);
    return true;
  }

  /** How many users have a socket open here. */
  get userCount(): number {
    return this.socketsByUser.size;
  }
}
