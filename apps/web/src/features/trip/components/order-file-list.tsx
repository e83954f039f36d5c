import {
  FileReviewDecision,
  FileReviewStatus,
  OrderFileType,
  type OrderFileView,
  type OrderSide,
  type UploadableOrderFileType,
} from '@freight/shared';
import { App, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/http/api-error';
import { describeApiError } from '../../../lib/http/error-messages';
import { FileViewerModal } from '../../../ui/file-viewer-modal';
import { useReviewOrderFile } from '../api/review-order-file';
import { OrderFileCard } from './order-file-card';
import { RejectFileDialog } from './reject-file-dialog';

interface OrderFileListProps {
  orderId: string;
  files: readonly OrderFileView[];
  /** The viewer's side; null for platform staff, who only look. */
  side: OrderSide | null;
  /** The server allows the caller REVIEW_FILE now. */
  canReview: boolean;
}

/** Files with their viewer, and the other side's Accept and Reject (type and reason). */
export function OrderFileList({ orderId, files, side, canReview }: OrderFileListProps) {
  const { t } = useTranslation('trip');
  const { message } = App.useApp();
  const review = useReviewOrderFile();
  const [viewed, setViewed] = useState<OrderFileView | null>(null);
  const [rejecting, setRejecting] = useState<OrderFileView | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [accepting, setAccepting] = useState<string | null>(null);

  const reviewable = (file: OrderFileView) =>
    canReview &&
    side !== null &&
    file.side !== side &&
    file.status === FileReviewStatus.PENDING &&
    file.type !== OrderFileType.CONTRACT;

  const accept = (file: OrderFileView) => {
    setAccepting(file.id);
    review.mutate(
      {
        orderId,
        fileId: file.id,
        request: {
          decision: FileReviewDecision.ACCEPT,
          fileType: file.type as UploadableOrderFileType,
          version: file.version,
        },
      },
      {
        onSuccess: () => void message.success(t('files.accepted')),
        onError: (error) =>
          void message.error(isApiError(error) ? describeApiError(error) : t('feedback.failed')),
        onSettled: () => setAccepting(null),
      },
    );
  };

  const reject = (values: { fileType: UploadableOrderFileType; reason: string }) => {
    if (!rejecting) return;
    setFailure(null);
    review.mutate(
      {
        orderId,
        fileId: rejecting.id,
        request: {
          decision: FileReviewDecision.REJECT,
          fileType: values.fileType,
          reason: values.reason,
          version: rejecting.version,
        },
      },
      {
        onSuccess: () => {
          setRejecting(null);
          void message.success(t('files.rejected'));
        },
        onError: (error) =>
          setFailure(
            `${t('reject.error')} ${isApiError(error) ? describeApiError(error) : ''}`.trim(),
          ),
      },
    );
  };

  return (
    <>
      <Flex vertical gap={16} data-testid="order-file-list">
        {files.map((file) => (
          <OrderFileCard
            key={file.id}
            file={file}
            reviewable={reviewable(file)}
            accepting={accepting === file.id}
            onView={setViewed}
            onAccept={accept}
            onReject={(chosen) => {
              setFailure(null);
              setRejecting(chosen);
            }}
          />
        ))}
      </Flex>
      <RejectFileDialog
        file={rejecting}
        pending={review.isPending && accepting === null}
        failure={failure}
        onSubmit={reject}
        onCancel={() => setRejecting(null)}
      />
      <FileViewerModal
        file={viewed?.file ?? null}
        onClose={() => setViewed(null)}
        testId="order-file-viewer"
      />
    </>
  );
}
