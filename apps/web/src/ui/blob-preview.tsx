import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilePreviewKind } from '../lib/files/stored-file';
import { PageEmpty, PageError } from './page-state';
import { PageLoading } from './page-loading';
import { PdfPages } from './pdf-pages';

export type ShownPreviewKind = Exclude<FilePreviewKind, 'none'>;

interface BlobPreviewProps {
  blob: Blob;
  kind: ShownPreviewKind;
  title: string;
  /** The height of the frame (a PDF) or the largest height of an image. */
  height?: string;
}

/**
 * Fetched bytes shown in place: a PDF drawn by pdf.js, an image behind an object URL that
 * lives exactly as long as the element showing it (set on the element directly, so nothing
 * re-renders and nothing leaks). The bytes were fetched with the bearer token, so no token
 * ever sits in a URL.
 */
export function BlobPreview({ blob, kind, title, height = '70vh' }: BlobPreviewProps) {
  if (kind === 'pdf') return <PdfPages blob={blob} title={title} height={height} />;
  return <ImagePreview blob={blob} title={title} height={height} />;
}

function ImagePreview({ blob, title, height }: { blob: Blob; title: string; height: string }) {
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    if (!image.current) return;
    const url = URL.createObjectURL(blob);
    image.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  return (
    <div style={{ textAlign: 'center' }}>
      <img
        ref={image}
        alt={title}
        style={{ maxWidth: '100%', maxHeight: height, objectFit: 'contain' }}
      />
    </div>
  );
}

interface BlobContentProps {
  /** The query that fetches the bytes; `undefined` data while it loads. */
  content: UseQueryResult<Blob>;
  kind: FilePreviewKind;
  title: string;
  height?: string;
}

/** A file being fetched, failed, not showable in place, or shown. */
export function BlobContent({ content, kind, title, height }: BlobContentProps) {
  const { t } = useTranslation();
  if (content.isPending) return <PageLoading />;
  if (content.isError) {
    return <PageError error={content.error} onRetry={() => void content.refetch()} />;
  }
  if (kind === 'none') return <PageEmpty title={t('files.noPreview')} />;
  return <BlobPreview blob={content.data} kind={kind} title={title} height={height} />;
}
