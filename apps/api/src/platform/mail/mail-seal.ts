import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Keeps a mail body unreadable at rest (decision 032). A body may hold a recovery code, and the
 * outbox is in every backup: the body is sealed with AES-256-GCM, and only its keyed digest
 * stays once it is sent. Both keys come from the server secret (JWT_SECRET) through HKDF, each
 * with its own label, so neither is the token-signing key itself.
 */
export interface MailSeal {
  /** The body sealed for this recipient: `v1.<iv>.<tag>.<ciphertext>`, base64url. */
  seal(text: string, recipient: string): string;
  /** The body again; throws when the text was altered, sealed with another key or for another recipient. */
  unseal(sealed: string, recipient: string): string;
  /**
   * HMAC-SHA-256 of the body, hex (`mail_outbox.body_sha256`). Keyed: a six-digit code in a
   * fixed text has only a million candidates, which a plain hash would give away.
   */
  digest(text: string): string;
}

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const SEAL_INFO = 'freight-platform mail_outbox seal v1';
const DIGEST_INFO = 'freight-platform mail_outbox digest v1';

function deriveKey(secret: string, info: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, '', info, 32));
}

/** Thrown when a sealed body cannot be opened; it names no content. */
export class MailSealError extends Error {
  constructor(reason: string) {
    super(`sealed mail body not readable: ${reason}`);
    this.name = 'MailSealError';
  }
}

export function createMailSeal(secret: string): MailSeal {
  const sealKey = deriveKey(secret, SEAL_INFO);
  const digestKey = deriveKey(secret, DIGEST_INFO);
  return {
    seal(text, recipient) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', sealKey, iv);
      // The recipient is authenticated too: a sealed body moved to another address fails.
      cipher.setAAD(Buffer.from(recipient));
      const ciphertext = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), ciphertext]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    unseal(sealed, recipient) {
      const [version, iv, tag, ciphertext, ...rest] = sealed.split('.');
      if (version !== VERSION || ciphertext === undefined || rest.length > 0) {
        throw new MailSealError('unknown format');
      }
      const ivBytes = Buffer.from(iv ?? '', 'base64url');
      const tagBytes = Buffer.from(tag ?? '', 'base64url');
      if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES) {
        throw new MailSealError('unknown format');
      }
      const decipher = createDecipheriv('aes-256-gcm', sealKey, ivBytes);
      decipher.setAAD(Buffer.from(recipient));
      decipher.setAuthTag(tagBytes);
      try {
        const plain = Buffer.concat([
          decipher.update(Buffer.from(ciphertext, 'base64url')),
          decipher.final(),
        ]);
        return plain.toString('utf8');
      } catch {
        throw new MailSealError('altered, or sealed with another key or for another recipient');
      }
    },
    digest(text) {
      return createHmac('sha256', digestKey).update(text, 'utf8').digest('hex');
    },
  };
}

/** A body as the outbox keeps it: sealed for its recipient, with its keyed digest. */
export function sealMailBody(
  seal: MailSeal,
  text: string,
  recipient: string,
): { sealedBody: string; bodySha256: string } {
  return { sealedBody: seal.seal(text, recipient), bodySha256: seal.digest(text) };
}
