import { randomUUID } from 'node:crypto';

export interface UploadFile {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** A minimal but real PDF: file-type recognises it by its `%PDF-` header. */
export const SAMPLE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n' +
    '2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
);

/** A 1×1 PNG. */
export const SAMPLE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The start of a Windows executable (an MZ header with a PE offset), padded. */
export const SAMPLE_EXECUTABLE = Buffer.concat([
  Buffer.from('4d5a90000300000004000000ffff0000b800000000000000400000000000000000', 'hex'),
  Buffer.alloc(4096, 0),
]);

export const SAMPLE_TEXT = Buffer.from('Это просто текст, а не PDF.\nThis is plain text.\n');

/** A PDF of `size` bytes: a real header followed by filler. */
export function pdfOfSize(size: number): Buffer {
  const content = Buffer.alloc(size, 0x20);
  SAMPLE_PDF.copy(content, 0, 0, Math.min(SAMPLE_PDF.length, size));
  return content;
}

/** A `multipart/form-data` body for `app.inject`, with text fields first, then the file. */
export function multipartForm(
  fields: Record<string, string>,
  file?: UploadFile,
  fileField = 'file',
): { payload: Buffer; headers: Record<string, string> } {
  return multipartFormWithFiles(fields, file ? { [fileField]: file } : {});
}

/** The same with any number of files, one per field name, after the text fields. */
export function multipartFormWithFiles(
  fields: Record<string, string>,
  files: Record<string, UploadFile>,
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----test-${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const [fileField, file] of Object.entries(files)) {
    chunks.push(
      Buffer.from(
        // Browsers send the name as raw UTF-8, as here.
        `--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; ` +
          `filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
