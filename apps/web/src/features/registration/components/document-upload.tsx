import {
  CheckCircleFilled,
  DeleteOutlined,
  DownloadOutlined,
  EyeOutlined,
  FileOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import {
  DOCUMENT_CONTENT_TYPES,
  ErrorCode,
  MAX_UPLOAD_BYTES,
  type CompanyDocument,
  type CompanyDocumentKind,
  type StagedDocument,
} from '@freight/shared';
import { Button, Flex, Progress, theme, Typography, Upload } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDownloadStoredFile } from '../../../lib/files/stored-file';
import { formatDate, formatFileSize } from '../../../lib/format/format';
import { ApiError, isApiError } from '../../../lib/http/api-error';
import { describeApiError } from '../../../lib/http/error-messages';
import { useUploadRegistrationDocument } from '../api/upload-registration-document';

/** What the file picker offers; the server decides from the content, not the name. */
const ACCEPT = [...DOCUMENT_CONTENT_TYPES, '.pdf', '.jpg', '.jpeg', '.png', '.webp'].join(',');

/** Upload failures with a text of their own: they say what to do about it. */
const UPLOAD_ERROR_KEYS: Partial<Record<string, string>> = {
  [ErrorCode.FILE_TOO_LARGE]: 'documents.errors.FILE_TOO_LARGE',
  [ErrorCode.FILE_TYPE_NOT_ALLOWED]: 'documents.errors.FILE_TYPE_NOT_ALLOWED',
};

const isCancelled = (error: unknown) =>
  error instanceof DOMException && error.name === 'AbortError';

interface DocumentUploadProps {
  kind: CompanyDocumentKind;
  /** The document's id (Form.Item fills it): a staged upload or the company's current one. */
  value?: string | null;
  onChange?: (id: string | null) => void;
  /** The company's document in force (the rejected owner's page), viewable and replaceable. */
  current?: CompanyDocument;
  /** Opens the company's current document in the viewer. */
  onView?: (document: CompanyDocument) => void;
}

/**
 * One company document: pick a file, watch it upload, then replace or remove it. The file is
 * staged at once (decision 005), so the form carries only its id and a failed registration
 * keeps its uploads for the retry. Test id `signup-upload-<KIND>` holds the file input.
 */
export function DocumentUpload({ kind, value, onChange, current, onView }: DocumentUploadProps) {
  const { t } = useTranslation('registration');
  const { token } = theme.useToken();
  const upload = useUploadRegistrationDocument();
  const download = useDownloadStoredFile();
  /** The last file this field uploaded; the form holds its id until it is replaced. */
  const [staged, setStaged] = useState<StagedDocument | null>(null);
  /** The file on its way up, or the one the server refused. */
  const [picked, setPicked] = useState<File | null>(null);
  const [percent, setPercent] = useState(0);
  const [refused, setRefused] = useState<ApiError | null>(null);
  const inFlight = useRef<AbortController | null>(null);

  // Leaving the page mid-upload stops it.
  useEffect(() => () => inFlight.current?.abort(), []);

  const start = (file: File) => {
    inFlight.current?.abort();
    upload.reset();
    setPicked(file);
    setPercent(0);
    setRefused(null);
    // No need to send 10 MB only to hear that it is too much.
    if (file.size > MAX_UPLOAD_BYTES) {
      setRefused(new ApiError(413, ErrorCode.FILE_TOO_LARGE, ''));
      return;
    }
    const controller = new AbortController();
    inFlight.current = controller;
    upload.mutate(
      { kind, file, onProgress: setPercent, signal: controller.signal },
      {
        onSuccess: (document) => {
          setStaged(document);
          setPicked(null);
          onChange?.(document.id);
        },
        onSettled: () => {
          if (inFlight.current === controller) inFlight.current = null;
        },
      },
    );
  };

  /** Stops the upload; the file the form holds (if any) stays. */
  const cancel = () => {
    inFlight.current?.abort();
    upload.reset();
    setPicked(null);
  };

  const remove = () => {
    cancel();
    setRefused(null);
    setStaged(null);
    onChange?.(null);
  };

  const failure = refused ?? (isCancelled(upload.error) ? null : upload.error);
  const failureText = (() => {
    if (!failure) return null;
    const key = isApiError(failure) && failure.code ? UPLOAD_ERROR_KEYS[failure.code] : undefined;
    if (key) return t(key, { size: formatFileSize(MAX_UPLOAD_BYTES) });
    return isApiError(failure) ? describeApiError(failure) : t('documents.failed');
  })();
  const uploadedHere = staged && value === staged.id ? staged : null;
  const currentShown = !uploadedHere && current && value === current.id ? current : null;
  const hasFile = uploadedHere !== null || currentShown !== null;

  const picker = (
    <Upload
      accept={ACCEPT}
      fileList={[]}
      showUploadList={false}
      beforeUpload={(file) => {
        start(file);
        // The upload is ours (with progress); Ant Design only opens the picker.
        return false;
      }}
    >
      <Button icon={<UploadOutlined />}>
        {hasFile || failure ? t('documents.replace') : t('documents.choose')}
      </Button>
    </Upload>
  );

  return (
    <div
      data-testid={`signup-upload-${kind}`}
      data-document-id={value ?? ''}
      style={{
        display: 'flex',
        flexDirection: 'column',
        gap: 8,
        padding: 12,
        border: `1px dashed ${failure ? token.colorError : token.colorBorder}`,
        borderRadius: token.borderRadiusLG,
        background: token.colorFillQuaternary,
      }}
    >
      {uploadedHere && (
        <FileLine
          name={uploadedHere.originalName}
          size={uploadedHere.size}
          note={
            <Typography.Text type="success">
              <CheckCircleFilled /> {t('documents.uploaded')}
            </Typography.Text>
          }
        />
      )}
      {currentShown && (
        <FileLine
          name={currentShown.originalName}
          size={currentShown.size}
          note={t('documents.current', { date: formatDate(currentShown.uploadedAt) })}
          actions={
            <>
              {onView && (
                <Button
                  size="small"
                  type="link"
                  icon={<EyeOutlined />}
                  onClick={() => onView(currentShown)}
                  data-testid={`document-view-${kind}`}
                >
                  {t('documents.view')}
                </Button>
              )}
              <Button
                size="small"
                type="link"
                icon={<DownloadOutlined />}
                loading={download.isPending}
                onClick={() => download.mutate(currentShown)}
                data-testid={`document-download-${kind}`}
              >
                {t('documents.download')}
              </Button>
            </>
          }
        />
      )}
      {upload.isPending && picked && (
        <div data-testid="signup-upload-progress">
          <FileLine name={picked.name} size={picked.size} />
          <Flex align="center" gap={8}>
            <Progress
              percent={percent}
              status="active"
              size="small"
              style={{ flex: 1, margin: 0 }}
              aria-label={t('documents.uploading', { percent })}
            />
            <Button size="small" onClick={cancel}>
              {t('documents.cancel')}
            </Button>
          </Flex>
        </div>
      )}
      {failure && picked && (
        <div data-testid="signup-upload-error" role="alert">
          <FileLine name={picked.name} size={picked.size} />
          <Typography.Text type="danger">{failureText}</Typography.Text>
        </div>
      )}
      {!upload.isPending && (
        <Flex wrap gap={8}>
          {picker}
          {(hasFile || failure) && (
            <Button
              icon={<DeleteOutlined />}
              onClick={remove}
              data-testid={`document-remove-${kind}`}
            >
              {t('documents.remove')}
            </Button>
          )}
        </Flex>
      )}
    </div>
  );
}

interface FileLineProps {
  name: string;
  size: number;
  note?: ReactNode;
  actions?: ReactNode;
}

/** A file's name and size, with a status note and actions when there are any. */
function FileLine({ name, size, note, actions }: FileLineProps) {
  return (
    <Flex align="center" wrap gap={8} style={{ minWidth: 0 }}>
      <FileOutlined />
      <Typography.Text strong style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
        {name}
      </Typography.Text>
      <Typography.Text type="secondary">{formatFileSize(size)}</Typography.Text>
      {note && <span>{note}</span>}
      {actions}
    </Flex>
  );
}
