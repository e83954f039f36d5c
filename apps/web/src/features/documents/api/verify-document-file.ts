import { verificationResultSchema, type VerificationResult } from '@freight/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadForm } from '../../../lib/http/upload';
import { verificationKey } from './verify-document-hash';

export interface VerifyDocumentFileInput {
  file: File;
  onProgress?: (percent: number) => void;
}

/** Sends a PDF to the public registry, which hashes it and answers what it knows of it. */
export function verifyDocumentFile({
  file,
  onProgress,
}: VerifyDocumentFileInput): Promise<VerificationResult> {
  const form = new FormData();
  form.append('file', file);
  return uploadForm('/documents/verify', form, verificationResultSchema, { onProgress });
}

export function useVerifyDocumentFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyDocumentFile,
    // The page then shows the answer by its hash, like one reached from a QR code.
    onSuccess: (result) => queryClient.setQueryData(verificationKey(result.sha256), result),
  });
}
