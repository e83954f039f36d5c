import { fileTypeFromBuffer } from 'file-type';
import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { AppError } from '../errors/app-error.js';

/** file-type recognises the formats we accept within this many leading bytes. */
const SAMPLE_BYTES = 4100;

/**
 * Passes a file through while checking it: the real type is detected from the first bytes
 * (before anything reaches the store), and the size and SHA-256 are computed on the way.
 */
export class ContentCheck extends Transform {
  contentType: string | null = null;
  size = 0;
  private readonly hash = createHash('sha256');
  private head: Buffer[] = [];
  private headLength = 0;

  constructor(
    private readonly allowedContentTypes: readonly string[],
    private readonly maxBytes: number,
  ) {
    super();
  }

  get sha256(): string {
    return this.hash.copy().digest('hex');
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.size += chunk.length;
    if (this.size > this.maxBytes) {
      callback(new AppError('FILE_TOO_LARGE'));
      return;
    }
    this.hash.update(chunk);
    if (this.contentType !== null) {
      callback(null, chunk);
      return;
    }
    this.head.push(chunk);
    this.headLength += chunk.length;
    if (this.headLength < SAMPLE_BYTES) {
      callback();
      return;
    }
    this.releaseHead().then(() => callback(), callback);
  }

  override _flush(callback: TransformCallback) {
    if (this.contentType !== null) {
      callback();
      return;
    }
    this.releaseHead().then(() => callback(), callback);
  }

  private async releaseHead(): Promise<void> {
    const head = Buffer.concat(this.head);
    this.head = [];
    const detected = await fileTypeFromBuffer(head);
    if (!detected || !this.allowedContentTypes.includes(detected.mime)) {
      throw new AppError('FILE_TYPE_NOT_ALLOWED');
    }
    this.contentType = detected.mime;
    this.push(head);
  }
}
