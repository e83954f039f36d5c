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

/**
 * A text part. Text that UTF-8 cannot carry (a lone surrogate) goes as UTF-16, which a part may
 * declare in its own Content-Type: that is how a client gets such text to the server.
 */
function textPart(boundary: string, name: string, value: string): Buffer {
  const disposition = `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n`;
  if (Buffer.from(value).toString() === value) {
    return Buffer.from(`${disposition}\r\n${value}\r\n`);
  }
  return Buffer.concat([
    Buffer.from(`${disposition}Content-Type: text/plain; charset=utf-16le\r\n\r\n`),
    Buffer.from(value, 'utf16le'),
    Buffer.from('\r\n'),
  ]);
}

/**
 * The same with any number of files, one per field name, after the text fields (or before them
 * with `filesFirst`: a form whose text is read once its files are stored).
 */
export function multipartFormWithFiles(
  fields: Record<string, string>,
  files: Record<string, UploadFile>,
  { filesFirst = false }: { filesFirst?: boolean } = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----test-${randomUUID()}`;
  const textParts = Object.entries(fields).map(([name, value]) => textPart(boundary, name, value));
  const fileParts = Object.entries(files).map(([fileField, file]) =>
    Buffer.concat([
      Buffer.from(
        // Browsers send the name as raw UTF-8, as here.
        `--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; ` +
          `filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    ]),
  );
  const parts = filesFirst ? [...fileParts, ...textParts] : [...textParts, ...fileParts];
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
