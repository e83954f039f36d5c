import { createHash } from 'node:crypto';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * What the multipart body held, once a reader of this folder read it to its end (see
     * `MultipartFingerprint`); absent until then. The `Idempotency-Key` of an upload compares it.
     */
    multipartFingerprint?: string;
  }
}

/**
 * The SHA-256 of what a `multipart/form-data` body says, not of its bytes: each part in order,
 * a text field by name and value, a file by field name, file name and the SHA-256 of its
 * content. A browser that sends the same form again picks a new boundary and may fold its
 * headers otherwise; the fingerprint stays the same, and it is taken as the parts stream by,
 * so no upload is held in memory to compare it.
 */
export class MultipartFingerprint {
  private readonly hash = createHash('sha256');

  field(name: string, value: string): void {
    this.hash.update(`${JSON.stringify(['field', name, value])}\n`);
  }

  file(fieldName: string, fileName: string | undefined, sha256: string): void {
    this.hash.update(`${JSON.stringify(['file', fieldName, fileName ?? '', sha256])}\n`);
  }

  digest(): string {
    return this.hash.digest('hex');
  }
}
