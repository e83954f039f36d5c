import { createDecipheriv, createECDH, hkdfSync, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A browser and its push service, on the loopback (RFC 8030/8291): the test subscribes with
 * this device's keys and endpoint, and reads what the server posted to it — decrypting the
 * aes128gcm payload with node:crypto alone, not with the library that encrypted it.
 */

export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface PushDevice {
  /** What the browser's `PushSubscription.toJSON()` gives, for `POST /api/push/subscriptions`. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  decrypt(body: Buffer): string;
}

export interface PushService {
  origin: string;
  received: ReceivedPush[];
  /** A new device whose endpoint answers `status` (201: delivered; 410: unsubscribed). */
  newDevice(status?: number): PushDevice;
  close(): Promise<void>;
}

const hkdf = (ikm: Buffer, salt: Buffer, info: Buffer, length: number) =>
  Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

/** RFC 8291 §3.4 and RFC 8188 §2: one record, its padding delimiter 0x02 at the end. */
function decryptAes128Gcm(body: Buffer, device: ECDH, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.getPublicKey(), senderKey]);
  const ikm = hkdf(device.computeSecret(senderKey), authSecret, keyInfo, 32);
  const key = hkdf(ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('not the last record of an aes128gcm message');
  return padded.subarray(0, end).toString('utf8');
}

export async function startPushService(): Promise<PushService> {
  const received: ReceivedPush[] = [];
  const statusByPath = new Map<string, number>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = statusByPath.get(path) ?? 404;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    newDevice(status = 201) {
      const keys = createECDH('prime256v1');
      keys.generateKeys();
      const auth = randomBytes(16);
      const path = `/push/${randomBytes(8).toString('hex')}`;
      statusByPath.set(path, status);
      return {
        subscription: {
          endpoint: `${origin}${path}`,
          keys: {
            p256dh: keys.getPublicKey().toString('base64url'),
            auth: auth.toString('base64url'),
          },
        },
        decrypt: (body) => decryptAes128Gcm(body, keys, auth),
      };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
