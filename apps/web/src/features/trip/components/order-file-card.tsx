import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { FileReviewStatus, type OrderFileView } from '@freight/shared';
import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/format';
import { FileStatusTag } from './file-status-tag';
import { FileThumbnail } from './file-thumbnail';

interface OrderFileCardProps {
  file: OrderFileView;
  /** The other side reviews a pending file. */
  reviewable: boolean;
  accepting: boolean;
  onView: (file: OrderFileView) => void;
  onAccept: (file: OrderFileView) => void;
  onReject: (file: OrderFileView) => void;
}

/**
 * One file of the order: its picture or icon (opens the viewer), type, review status, who
 * uploaded it and when, why it was rejected; Accept and Reject for the other side.
 */
export function OrderFileCard(props: OrderFileCardProps) {
  const { file, reviewable, accepting, onView, onAccept, onReject } = props;
  const { t } = useTranslation(['trip', 'orders']);
  return (
    <Flex
      gap={12}
      align="flex-start"
      data-testid="order-file"
      data-file-id={file.id}
      data-type={file.type}
      data-status={file.status}
      style={{ minWidth: 0 }}
    >
      <button
        type="button"
        onClick={() => onView(file)}
        aria-label={t('files.view', { name: file.file.originalName })}
        style={{ padding: 0, border: 0, background: 'none', cursor: 'pointer' }}
        data-testid="order-file-open"
      >
        <FileThumbnail file={file.file} />
      </button>
      <Flex vertical gap={2} style={{ minWidth: 0, flex: 1 }}>
        <Flex gap={4} wrap align="center">
          <Typography.Text strong>{t(`orders:fileType.${file.type}`)}</Typography.Text>
          <FileStatusTag status={file.status} />
        </Flex>
        <Typography.Link
          onClick={() => onView(file)}
          style={{ overflowWrap: 'anywhere' }}
          data-testid="order-file-name"
        >
          {file.file.originalName}
        </Typography.Link>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('files.uploadedBy', {
            name: file.uploadedBy.name,
            time: formatDateTime(file.uploadedAt),
          })}
        </Typography.Text>
        {file.status === FileReviewStatus.REJECTED && (
          <Typography.Text
            type="danger"
            data-testid="order-file-rejection"
            style={{ overflowWrap: 'anywhere' }}
          >
            {t('files.rejectedBecause', { reason: file.rejectionReason ?? '' })}
            {file.reviewedBy && ` (${file.reviewedBy.name})`}
          </Typography.Text>
        )}
        {reviewable && (
          <Flex gap={8} wrap style={{ marginTop: 4 }}>
            <Button
              type="primary"
              icon={<CheckOutlined />}
              loading={accepting}
              data-testid="order-file-accept"
              onClick={() => onAccept(file)}
            >
              {t('files.accept')}
            </Button>
            <Button
              danger
              icon={<CloseOutlined />}
              data-testid="order-file-reject"
              onClick={() => onReject(file)}
            >
              {t('files.reject')}
            </Button>
          </Flex>
        )}
      </Flex>
    </Flex>
  );
}
