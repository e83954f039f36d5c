import { ValidationMessage } from '@freight/shared';
import type { z } from 'zod';
import { AppError } from '../../../platform/errors/app-error.js';
import type { ReceivedUploads } from '../../../platform/files/multipart.js';
import { findUnstorableText } from '../../../platform/http/storable-text.js';
import type { DriverFileField } from './driver-files.js';

/**
 * The driver form arrives as multipart: its fields as JSON in the text field `data`, beside the
 * files. Reads `data` with the shared schema and reports every problem at once, the missing
 * required files included, as the JSON routes do: `{ fields: { path: message key } }`. The
 * JSON may escape what the form field itself could not hold (`\u0000`, a lone `\ud800`), so its
 * strings are checked for storable text like a JSON body's.
 */
export function readDriverForm<Schema extends z.ZodType>(
  schema: Schema,
  upload: ReceivedUploads<DriverFileField>,
  requiredFiles: readonly DriverFileField[],
): z.infer<Schema> {
  const problems: Record<string, string> = {};
  let parsed: z.infer<Schema> | undefined;
  const raw = upload.fields.data;
  if (raw === undefined || raw.trim() === '') {
    problems.data = ValidationMessage.REQUIRED;
  } else {
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      problems.data = ValidationMessage.INVALID;
    }
    const unstorable = findUnstorableText(json);
    if (unstorable !== null) {
      problems[unstorable] = ValidationMessage.UNSTORABLE_TEXT;
    } else if (!problems.data) {
      const result = schema.safeParse(json);
      if (result.success) parsed = result.data;
      else {
        for (const issue of result.error.issues) {
          problems[issue.path.join('.') || 'data'] ??= issue.message;
        }
      }
    }
  }
  for (const field of requiredFiles) {
    if (!upload.blobs[field]) problems[field] = ValidationMessage.FILE_REQUIRED;
  }
  if (parsed === undefined || Object.keys(problems).length > 0) {
    throw new AppError('VALIDATION_FAILED', { fields: problems });
  }
  return parsed;
}
