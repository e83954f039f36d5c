import type { RealtimeMessage } from '@freight/shared';

/** What the hub needs of a socket: `ws`'s WebSocket as @fastify/websocket hands it over. */
export interface HubSocket {
  readonly readyState: number;
  readonly OPEN: number;
  send(text: string): void;
  once(event: 'close', listener: () => void): unknown;
}

/**
 * The open sockets of this process by signed-in user. A message only tells a client that
 * something changed; it fetches the change over HTTP with its own credentials, so a socket
 * carries nothing its user could not read anyway.
 */
export class RealtimeHub {
  private readonly socketsByUser = new Map<string, Set<HubSocket>>();

  add(userId: string, socket: HubSocket): void {
    let sockets = this.socketsByUser.get(userId);
    if (!sockets) this.socketsByUser.set(userId, (sockets = new Set()));
    sockets.add(socket);
    socket.once('close', () => {
      sockets.delete(socket);
      if (sockets.size === 0) this.socketsByUser.delete(userId);
    });
  }

  send(userId: string, message: RealtimeMessage): void {
    const text = JSON.stringify(message);
    for (const socket of this.socketsByUser.get(userId) ?? []) {
      if (socket.readyState === socket.OPEN) socket.send(text);
    }
  }

  /** How many users have a socket open here. */
  get userCount(): number {
    return this.socketsByUser.size;
  }
}
