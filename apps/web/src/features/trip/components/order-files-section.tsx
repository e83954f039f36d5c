import { CameraOutlined, UploadOutlined } from '@ant-design/icons';
import { UploadableOrderFileType, type OrderFileView, type OrderSide } from '@freight/shared';
import { Card, Flex, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../../lib/format/format';
import { MAX_UPLOAD_BYTES } from '@freight/shared';
import { PageEmpty } from '../../../ui/page-state';
import { FilePickerButton } from './file-picker-button';
import { OrderFileList } from './order-file-list';
import { acceptFor, isPhotoType } from './trip-access';
import { UploadProgressList } from './upload-progress-list';
import { useFileUploads } from './use-file-uploads';

interface OrderFilesSectionProps {
  orderId: string;
  files: readonly OrderFileView[];
  side: OrderSide | null;
  canUpload: boolean;
  canReview: boolean;
}

/**
 * The order's files, newest first — rejected ones stay with their reason — and, for the
 * parties, uploading several at once (or a photo from the camera) with a type.
 */
export function OrderFilesSection({
  orderId,
  files,
  side,
  canUpload,
  canReview,
}: OrderFilesSectionProps) {
  const { t } = useTranslation(['trip', 'orders']);
  const [type, setType] = useState<UploadableOrderFileType>(UploadableOrderFileType.CARGO_PHOTO);
  const uploads = useFileUploads(orderId);
  const newestFirst = [...files].sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt));
  return (
    <Card title={t('files.title')} data-testid="order-files" id="order-files">
      <Flex vertical gap={16}>
        {canUpload && (
          <Flex vertical gap={8} data-testid="order-file-upload">
            <Typography.Text>{t('files.typeLabel')}</Typography.Text>
            <Select
              value={type}
              onChange={setType}
              size="large"
              data-testid="order-file-type"
              aria-label={t('files.typeLabel')}
              options={Object.values(UploadableOrderFileType).map((value) => ({
                value,
                title: t(`orders:fileType.${value}`),
                label: <span data-testid={`option-${value}`}>{t(`orders:fileType.${value}`)}</span>,
              }))}
            />
            <Flex gap={8} wrap>
              <FilePickerButton
                accept={acceptFor(type)}
                multiple
                testId="order-file-pick"
                icon={<UploadOutlined />}
                onFiles={(picked) => uploads.start(type, picked)}
                buttonProps={{ size: 'large', style: { flex: '1 1 160px' } }}
              >
                {t('files.choose')}
              </FilePickerButton>
              {isPhotoType(type) && (
                <FilePickerButton
                  accept="image/*"
                  capture="environment"
                  testId="order-file-camera"
                  icon={<CameraOutlined />}
                  onFiles={(picked) => uploads.start(type, picked)}
                  buttonProps={{ size: 'large', style: { flex: '1 1 160px' } }}
                >
                  {t('files.camera')}
                </FilePickerButton>
              )}
            </Flex>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t(isPhotoType(type) ? 'files.limitPhoto' : 'files.limitDocument', {
                size: formatFileSize(MAX_UPLOAD_BYTES),
              })}
            </Typography.Text>
            <UploadProgressList entries={uploads.entries} onDismiss={uploads.dismiss} />
          </Flex>
        )}
        {newestFirst.length === 0 ? (
          <PageEmpty compact title={t('files.empty')} description={t('files.emptyHint')} />
        ) : (
          <OrderFileList orderId={orderId} files={newestFirst} side={side} canReview={canReview} />
        )}
      </Flex>
    </Card>
  );
}
