import { CloseOutlined, FileOutlined } from '@ant-design/icons';
import { ErrorCode, MAX_UPLOAD_BYTES } from '@freight/shared';
import { Button, Flex, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../../lib/format/format';
import { isApiError } from '../../../lib/http/api-error';
import { describeApiError } from '../../../lib/http/error-messages';
import { FileMissingInResponseError } from '../api/upload-order-file';
import type { UploadEntry } from './use-file-uploads';

/** Why an upload failed, in the reader's language. */
export function useUploadErrorText() {
  const { t } = useTranslation(['trip', 'orders']);
  return (error: unknown): string => {
    if (error instanceof FileMissingInResponseError) return t('files.notInResponse');
    if (isApiError(error) && error.code === ErrorCode.FILE_TOO_LARGE) {
      return t('files.tooLarge', { size: formatFileSize(MAX_UPLOAD_BYTES) });
    }
    return isApiError(error) ? describeApiError(error) : t('files.uploadFailed');
  };
}

interface UploadProgressListProps {
  entries: readonly UploadEntry[];
  onDismiss: (key: string) => void;
  /** A heading for failures ('Receipt upload error' in the payment card). */
  failureTitle?: string;
}

/** Each file on its way up with its progress, or the reason it did not arrive. */
export function UploadProgressList({ entries, onDismiss, failureTitle }: UploadProgressListProps) {
  const { t } = useTranslation(['trip', 'orders']);
  const errorText = useUploadErrorText();
  if (entries.length === 0) return null;
  return (
    <Flex vertical gap={8}>
      {entries.map((entry) => (
        <div
          key={entry.key}
          data-testid="order-file-upload-entry"
          data-state={entry.error === null ? 'uploading' : 'failed'}
          role={entry.error === null ? undefined : 'alert'}
        >
          <Flex align="center" gap={8} wrap style={{ minWidth: 0 }}>
            <FileOutlined />
            <Typography.Text strong style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
              {entry.name}
            </Typography.Text>
            <Typography.Text type="secondary">
              {t(`orders:fileType.${entry.type}`)} · {formatFileSize(entry.size)}
            </Typography.Text>
            {entry.error !== null && (
              <Button
                size="small"
                type="text"
                icon={<CloseOutlined />}
                aria-label={t('files.dismiss')}
                onClick={() => onDismiss(entry.key)}
              />
            )}
          </Flex>
          {entry.error === null ? (
            <Progress
              percent={entry.percent}
              status="active"
              size="small"
              aria-label={t('files.uploading', { percent: entry.percent })}
            />
          ) : (
            <Typography.Text type="danger" data-testid="order-file-upload-error">
              {failureTitle ? `${failureTitle} ` : ''}
              {errorText(entry.error)}
            </Typography.Text>
          )}
        </div>
      ))}
    </Flex>
  );
}
