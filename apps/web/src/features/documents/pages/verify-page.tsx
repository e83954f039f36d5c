import { InboxOutlined } from '@ant-design/icons';
import { ErrorCode, sha256Field } from '@freight/shared';
import { Alert, App, Divider, Flex, Progress, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/http/api-error';
import { describeApiError } from '../../../lib/http/error-messages';
import { AuthLayout } from '../../../ui/auth-layout';
import { PageLoading } from '../../../ui/page-loading';
import { useVerifyDocumentFile } from '../api/verify-document-file';
import { useHashVerification } from '../api/verify-document-hash';
import { VerificationResultCard } from '../components/verification-result';
import { VerifyHashForm } from '../components/verify-hash-form';

const isPdf = (file: File) =>
  file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');

/** A failed check: the spec's text for too many attempts, otherwise the reason. */
function VerificationError({ error }: { error: unknown }) {
  const { t } = useTranslation('documents');
  const tooMany =
    isApiError(error) && (error.status === 429 || error.code === ErrorCode.TOO_MANY_ATTEMPTS);
  let text = t('common:feedback.somethingWentWrong');
  if (tooMany) text = t('errors:TOO_MANY_ATTEMPTS');
  else if (isApiError(error)) text = describeApiError(error);
  return (
    <Alert
      type={tooMany ? 'warning' : 'error'}
      showIcon
      role="alert"
      data-testid="verification-error"
      title={tooMany ? text : t('verify.failed')}
      description={tooMany ? undefined : text}
    />
  );
}

/**
 * `/verify`, public: anyone holding a PDF learns whether the platform issued it — by dropping
 * the file (only the file is sent), by its SHA-256, or from the QR code of a signed copy
 * (`/verify?sha256=…`), which checks at once. The hash checked stays in the address.
 */
export function VerifyPage() {
  const { t } = useTranslation('documents');
  const { message } = App.useApp();
  const [searchParams, setSearchParams] = useSearchParams();
  const param = searchParams.get('sha256');
  const parsed = param === null ? null : sha256Field.safeParse(param);
  const sha256 = parsed?.success ? parsed.data : null;
  const verification = useHashVerification(sha256);
  const upload = useVerifyDocumentFile();
  const [progress, setProgress] = useState(0);
  const [droppedFile, setDroppedFile] = useState<{ sha256: string; name: string } | null>(null);

  const showHash = (hash: string) => setSearchParams({ sha256: hash });

  const verifyFile = (file: File) => {
    if (!isPdf(file)) {
      void message.error(t('verify.onlyPdf'));
      return;
    }
    setProgress(0);
    upload.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: (result) => {
          setDroppedFile({ sha256: result.sha256, name: file.name });
          showHash(result.sha256);
        },
      },
    );
  };

  const verifyHash = (hash: string) => {
    upload.reset();
    // The same hash again after a failure (a 429) asks again; an answer stands as it is.
    if (hash === sha256 && verification.isError) void verification.refetch();
    else showHash(hash);
  };

  let result = null;
  if (upload.isPending) result = null;
  else if (upload.isError) result = <VerificationError error={upload.error} />;
  else if (param !== null && !sha256) {
    result = (
      <Alert
        type="warning"
        showIcon
        data-testid="verification-bad-link"
        title={t('verify.badLink')}
      />
    );
  } else if (sha256 && verification.isPending)
    result = <PageLoading label={t('verify.checking')} />;
  else if (verification.isError) result = <VerificationError error={verification.error} />;
  else if (verification.data) {
    result = (
      <VerificationResultCard
        result={verification.data}
        fileName={droppedFile?.sha256 === verification.data.sha256 ? droppedFile.name : undefined}
      />
    );
  }

  return (
    <AuthLayout title={t('verify.title')} subtitle={t('verify.subtitle')} maxWidth={640}>
      <Flex vertical gap={16} data-testid="verify-page">
        <div data-testid="verify-drop">
          <Upload.Dragger
            accept=".pdf,application/pdf"
            multiple={false}
            showUploadList={false}
            disabled={upload.isPending}
            beforeUpload={(file) => {
              verifyFile(file);
              // The file goes out through our own call, not the component's upload.
              return Upload.LIST_IGNORE;
            }}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{t('verify.dropTitle')}</p>
            <p className="ant-upload-hint">{t('verify.dropHint')}</p>
            {upload.isPending && (
              <div style={{ padding: '0 16px' }} role="status" data-testid="verify-progress">
                <Progress percent={progress} size="small" />
                <Typography.Text type="secondary">{t('verify.checking')}</Typography.Text>
              </div>
            )}
          </Upload.Dragger>
        </div>
        <Divider plain style={{ margin: 0 }}>
          {t('verify.or')}
        </Divider>
        <VerifyHashForm
          // A new hash in the address (a dropped file's, a link's) shows in the field.
          key={param ?? ''}
          initialValue={param ?? ''}
          onVerify={verifyHash}
          disabled={upload.isPending}
        />
        <div aria-live="polite">{result}</div>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('verify.privacy')} <Link to="/">{t('verify.toPlatform')}</Link>
        </Typography.Text>
      </Flex>
    </AuthLayout>
  );
}
