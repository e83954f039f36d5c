import { expect } from 'vitest';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import type { App } from '../src/app.js';

/** A message the server pushed, parsed. */
export interface PushedMessage {
  type: string;
  orderIds?: string[] | null;
  [key: string]: unknown;
}

/** A socket to a listening app and every message it has received. */
export interface TestSocket {
  socket: WebSocket;
  messages: PushedMessage[];
  /** Resolves with the close code. */
  closed: Promise<number>;
  isOpen(): boolean;
  send(message: unknown): void;
  /** How many `ready` answers arrived so far. */
  readyCount(): number;
}

/** Starts listening on a free port of 127.0.0.1; answers the socket URL. */
export async function listenForSockets(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/ws`;
}

export function openSocket(url: string): Promise<TestSocket> {
  const socket = new WebSocket(url);
  const messages: PushedMessage[] = [];
  socket.on('message', (data) =>
    messages.push(JSON.parse((data as Buffer).toString()) as PushedMessage),
  );
  const closed = new Promise<number>((resolve) => socket.once('close', resolve));
  const open: TestSocket = {
    socket,
    messages,
    closed,
    isOpen: () => socket.readyState === WebSocket.OPEN,
    send: (message) => socket.send(typeof message === 'string' ? message : JSON.stringify(message)),
    readyCount: () => messages.filter((message) => message.type === 'ready').length,
  };
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(open));
    socket.once('error', reject);
  });
}

/** A socket signed in with `token`, once the server answered `ready`. */
export async function signedInSocket(url: string, token: string): Promise<TestSocket> {
  const open = await openSocket(url);
  open.send({ type: 'auth', token });
  await expect.poll(() => open.readyCount()).toBe(1);
  return open;
}

/** The order ids of every `order.changed` the socket received, in order of arrival. */
export function changedOrderIds(open: TestSocket): (string | null)[] {
  return open.messages
    .filter((message) => message.type === 'order.changed')
    .flatMap((message) => message.orderIds ?? [null]);
}
