import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createMailSeal, MailSealError } from './mail-seal.js';

const KEY = 'test-secret-that-is-long-enough-1234';
const TO = 'owner@test.kz';
const BODY = 'Здравствуйте!\nКод для восстановления пароля: 123456\n';

/** The text with one character of the part at `index` (of the four, dot-separated) changed. */
function tampered(sealed: string, index: number): string {
  const parts = sealed.split('.');
  const part = parts[index] ?? '';
  parts[index] = `${part[0] === 'A' ? 'B' : 'A'}${part.slice(1)}`;
  return parts.join('.');
}

describe('the mail seal', () => {
  const seal = createMailSeal(KEY);

  it('opens what it sealed, and seals the same body differently each time', () => {
    const sealed = seal.seal(BODY, TO);
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('123456');
    expect(seal.unseal(sealed, TO)).toBe(BODY);
    expect(seal.seal(BODY, TO)).not.toBe(sealed);
    expect(seal.unseal(seal.seal('', TO), TO)).toBe('');
  });

  it('refuses a sealed body with any part altered', () => {
    const sealed = seal.seal(BODY, TO);
    for (const index of [1, 2, 3]) {
      expect(() => seal.unseal(tampered(sealed, index), TO), `part ${index}`).toThrow(
        MailSealError,
      );
    }
    expect(() => seal.unseal(sealed.replace(/^v1/, 'v2'), TO)).toThrow(MailSealError);
    expect(() => seal.unseal(`plain:${BODY}`, TO)).toThrow(MailSealError);
    expect(() => seal.unseal(`${sealed}.extra`, TO)).toThrow(MailSealError);
  });

  it('refuses a body sealed with another key, or for another recipient', () => {
    const sealed = seal.seal(BODY, TO);
    expect(() => createMailSeal('another-secret-that-is-long-enough').unseal(sealed, TO)).toThrow(
      MailSealError,
    );
    expect(() => seal.unseal(sealed, 'someone-else@test.kz')).toThrow(MailSealError);
  });

  it('digests with a key, so a copy of the table cannot try the million codes', () => {
    const digest = seal.digest(BODY);
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    expect(seal.digest(BODY)).toBe(digest);
    expect(digest).not.toBe(createHash('sha256').update(BODY).digest('hex'));
    expect(createMailSeal('another-secret-that-is-long-enough').digest(BODY)).not.toBe(digest);
  });
});
