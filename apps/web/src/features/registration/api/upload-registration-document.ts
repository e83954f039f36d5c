import {
  stagedDocumentSchema,
  type CompanyDocumentKind,
  type StagedDocument,
} from '@freight/shared';
import { useMutation } from '@tanstack/react-query';
import { uploadForm } from '../../../lib/http/upload';

export interface DocumentUploadInput {
  kind: CompanyDocumentKind;
  file: File;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * Stages one company document (decision 005): the answer's id goes into the registration's
 * `documents`. Public, so the sign-up and the rejected owner's page use it alike.
 */
export function uploadRegistrationDocument({
  kind,
  file,
  onProgress,
  signal,
}: DocumentUploadInput): Promise<StagedDocument> {
  const form = new FormData();
  // The kind first: the server reads the fields in order and the file streams to disk.
  form.append('kind', kind);
  form.append('file', file, file.name);
  return uploadForm('/registration/documents', form, stagedDocumentSchema, { onProgress, signal });
}

/** One upload per document field: its pending state, error and answer are the field's own. */
export function useUploadRegistrationDocument() {
  return useMutation({ mutationFn: uploadRegistrationDocument });
}
