import { CameraOutlined, UploadOutlined } from '@ant-design/icons';
import {
  OrderFileType,
  type OrderFileView,
  type OrderRefusalReason,
  type UploadableOrderFileType,
} from '@freight/shared';
import { Alert, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { acceptFor, hasUsableFile, isPhotoType } from './trip-access';
import { FilePickerButton } from './file-picker-button';
import { UploadProgressList } from './upload-progress-list';
import { useFileUploads } from './use-file-uploads';

/** The files each refusal waits for. */
const FILES_OF_REASON: Partial<Record<OrderRefusalReason, readonly UploadableOrderFileType[]>> = {
  CARGO_PHOTOS_REQUIRED: [OrderFileType.CARGO_PHOTO, OrderFileType.SEAL_PHOTO],
  INVOICE_REQUIRED: [OrderFileType.INVOICE],
};

export function missingFileTypes(
  reason: OrderRefusalReason | undefined,
  files: readonly OrderFileView[],
): UploadableOrderFileType[] {
  const wanted = reason ? (FILES_OF_REASON[reason] ?? []) : [];
  return wanted.filter((type) => !hasUsableFile(files, type));
}

interface MissingFilesHintProps {
  orderId: string;
  reason: OrderRefusalReason;
  files: readonly OrderFileView[];
}

/**
 * The next step waits for a file: which one, with a button that uploads exactly that type
 * (a photo straight from the phone's camera).
 */
export function MissingFilesHint({ orderId, reason, files }: MissingFilesHintProps) {
  const { t } = useTranslation(['trip', 'orders']);
  const uploads = useFileUploads(orderId);
  const missing = missingFileTypes(reason, files);
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="trip-missing-files"
      data-reason={reason}
      title={t(`errors:${reason}`)}
      description={
        <Flex vertical gap={8} style={{ marginTop: 8 }}>
          {missing.map((type) => (
            <FilePickerButton
              key={type}
              accept={acceptFor(type)}
              capture={isPhotoType(type) ? 'environment' : undefined}
              testId={`trip-missing-upload-${type}`}
              icon={isPhotoType(type) ? <CameraOutlined /> : <UploadOutlined />}
              onFiles={(picked) => uploads.start(type, picked)}
              buttonProps={{ block: true, size: 'large' }}
            >
              {t('missing.upload', { type: t(`orders:fileType.${type}`) })}
            </FilePickerButton>
          ))}
          {missing.length === 0 && t('missing.waitingReview')}
          <UploadProgressList entries={uploads.entries} onDismiss={uploads.dismiss} />
        </Flex>
      }
    />
  );
}
