import { CameraOutlined, CheckCircleOutlined } from '@ant-design/icons';
import { ErrorCode, OrderFileType, type OrderFileView } from '@freight/shared';
import { Alert, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilePickerButton } from './file-picker-button';
import { acceptFor } from './trip-access';
import { UploadProgressList } from './upload-progress-list';
import { useFileUploads } from './use-file-uploads';

/**
 * Where the seal found at unloading stands: typed once; refused as different from the loading
 * one and to be checked and typed again (SEAL_RECHECK); still different, so it goes to the CB
 * only with a photo of the seal (SEAL_PHOTO_REQUIRED). The server decides each step; the page
 * never learns the number recorded at loading.
 */
export type SealCheckStage = 'ENTER' | 'RECHECK' | 'PHOTO';

const STAGE_OF_REFUSAL: Partial<Record<ErrorCode, SealCheckStage>> = {
  [ErrorCode.SEAL_RECHECK]: 'RECHECK',
  [ErrorCode.SEAL_PHOTO_REQUIRED]: 'PHOTO',
};

export type SealRecheck = ReturnType<typeof useSealRecheck>;

/** The re-check of one unloading start: its stage, the seal photo and what the step sends. */
export function useSealRecheck(orderId: string) {
  const [stage, setStage] = useState<SealCheckStage>('ENTER');
  const [photo, setPhoto] = useState<OrderFileView | null>(null);
  const uploads = useFileUploads(orderId, { onUploaded: setPhoto });
  return {
    stage,
    photo,
    uploads,
    /** The photo is still on its way, or the stage wants one not yet attached. */
    blocksSubmit: uploads.uploading || (stage === 'PHOTO' && photo === null),
    /** Moves on after the server's refusal; false when the refusal is not about the seal. */
    refused(code: string | null | undefined): boolean {
      const next = code ? STAGE_OF_REFUSAL[code as ErrorCode] : undefined;
      if (next) setStage(next);
      return next !== undefined;
    },
    reset() {
      setStage('ENTER');
      setPhoto(null);
    },
    /** Typed again after a refusal: the driver has checked the seal. */
    request(): { sealRechecked?: true; sealPhotoId?: string } {
      if (stage === 'ENTER') return {};
      return { sealRechecked: true, ...(photo ? { sealPhotoId: photo.id } : {}) };
    },
  };
}

/** What the unloading dialog shows once the number was refused: the ask, then the photo. */
export function SealRecheckFields({ recheck }: { recheck: SealRecheck }) {
  const { t } = useTranslation('trip');
  const { stage, photo, uploads } = recheck;
  if (stage === 'ENTER') return null;
  return (
    <Flex vertical gap={8} style={{ marginBottom: 16 }} data-testid="seal-recheck">
      <Alert
        type="warning"
        showIcon
        role="alert"
        data-testid="seal-recheck-ask"
        data-stage={stage}
        title={t(`errors:${stage === 'RECHECK' ? 'SEAL_RECHECK' : 'SEAL_PHOTO_REQUIRED'}`)}
        description={stage === 'PHOTO' ? t('seal.photoHint') : undefined}
      />
      {stage === 'PHOTO' && (
        <>
          <FilePickerButton
            accept={acceptFor(OrderFileType.SEAL_PHOTO)}
            capture="environment"
            testId="seal-recheck-photo"
            icon={<CameraOutlined />}
            onFiles={(picked) => uploads.start(OrderFileType.SEAL_PHOTO, picked.slice(0, 1))}
            buttonProps={{ block: true, size: 'large', loading: uploads.uploading }}
          >
            {photo ? t('seal.photoAgain') : t('seal.photo')}
          </FilePickerButton>
          <UploadProgressList entries={uploads.entries} onDismiss={uploads.dismiss} />
          {photo && (
            <Typography.Text type="success" data-testid="seal-recheck-photo-attached">
              <CheckCircleOutlined /> {t('seal.photoAttached', { name: photo.file.originalName })}
            </Typography.Text>
          )}
        </>
      )}
    </Flex>
  );
}
