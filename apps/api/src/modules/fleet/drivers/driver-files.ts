import { IMAGE_CONTENT_TYPES, PDF_CONTENT_TYPES } from '@freight/shared';
import type { DbExecutor } from '../../../db/client.js';
import { insertFile } from '../../../platform/files/repo.js';
import type { StoredBlob, UploadRules } from '../../../platform/files/upload.js';

/** The driver form's files: the photo (the spec's biometrics) and the identity document. */
export const DRIVER_FILE_RULES = {
  photo: { allowedContentTypes: IMAGE_CONTENT_TYPES },
  identityPdf: { allowedContentTypes: PDF_CONTENT_TYPES },
} as const satisfies Record<string, UploadRules>;

export type DriverFileField = keyof typeof DRIVER_FILE_RULES;
export type DriverFiles = Partial<Record<DriverFileField, StoredBlob>>;

/** `files.kind` of each; the file belongs to the carrier, which authorises its downloads. */
const FILE_KIND: Record<DriverFileField, string> = {
  photo: 'DRIVER_PHOTO',
  identityPdf: 'DRIVER_IDENTITY_DOCUMENT',
};

/** Describes the uploaded files in `files`; call inside the transaction that uses their ids. */
export async function recordDriverFiles(
  db: DbExecutor,
  files: DriverFiles,
  owner: { companyId: string; userId: string },
): Promise<{ photoFileId?: string; identityPdfFileId?: string }> {
  const ids: { photoFileId?: string; identityPdfFileId?: string } = {};
  if (files.photo) {
    const record = await insertFile(db, {
      blob: files.photo,
      kind: FILE_KIND.photo,
      companyId: owner.companyId,
      uploadedBy: owner.userId,
    });
    ids.photoFileId = record.id;
  }
  if (files.identityPdf) {
    const record = await insertFile(db, {
      blob: files.identityPdf,
      kind: FILE_KIND.identityPdf,
      companyId: owner.companyId,
      uploadedBy: owner.userId,
    });
    ids.identityPdfFileId = record.id;
  }
  return ids;
}

/** The files of one form that reached the store, to remove again if recording them fails. */
export function storedBlobsOf(files: DriverFiles): StoredBlob[] {
  return Object.values<StoredBlob | undefined>(files).filter(
    (blob): blob is StoredBlob => blob !== undefined,
  );
}
