import { FileSearchOutlined, SafetyCertificateFilled } from '@ant-design/icons';
import type { VerificationResult } from '@freight/shared';
import { Card, Descriptions, Flex, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/format';
import { DocumentStateTag } from '../../../ui/document-state-tag';
import { Sha256Text } from '../../../ui/sha256-text';
import { SignatureList } from '../../../ui/signature-list';

interface VerificationResultCardProps {
  result: VerificationResult;
  /** The name of the dropped file the answer is about, if one was dropped. */
  fileName?: string;
}

/**
 * The registry's answer: a green card naming what the platform issued, or a neutral one
 * saying the file matches nothing it issued (which is not proof of a forgery).
 */
export function VerificationResultCard({ result, fileName }: VerificationResultCardProps) {
  const { t } = useTranslation('documents');
  const { token } = theme.useToken();
  const { document } = result;
  const checked = (
    <Flex vertical gap={2}>
      {fileName && (
        <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
          {t('verify.checkedFile', { name: fileName })}
        </Typography.Text>
      )}
      <div>
        <Typography.Text type="secondary">{t('fields.sha256')}: </Typography.Text>
        <Sha256Text sha256={result.sha256} testId="verification-sha256" />
      </div>
    </Flex>
  );

  if (!result.matched || !document) {
    return (
      <Card data-testid="verification-result" data-matched="false" size="small">
        <Flex gap={12} align="flex-start">
          <FileSearchOutlined style={{ fontSize: 28, color: token.colorTextTertiary }} />
          <Flex vertical gap={8} style={{ minWidth: 0 }}>
            <Typography.Title level={5} style={{ margin: 0 }}>
              {t('verify.unmatchedTitle')}
            </Typography.Title>
            <Typography.Text type="secondary">{t('verify.unmatchedHint')}</Typography.Text>
            {checked}
          </Flex>
        </Flex>
      </Card>
    );
  }

  return (
    <Card
      data-testid="verification-result"
      data-matched="true"
      size="small"
      style={{ borderColor: token.colorSuccessBorder, background: token.colorSuccessBg }}
    >
      <Flex vertical gap={12}>
        <Flex gap={12} align="flex-start">
          <SafetyCertificateFilled style={{ fontSize: 28, color: token.colorSuccess }} />
          <Flex vertical gap={4} style={{ minWidth: 0 }}>
            <Typography.Title level={5} style={{ margin: 0, color: token.colorSuccessText }}>
              {t('verify.matchedTitle')}
            </Typography.Title>
            <Typography.Text>{t('verify.matchedHint')}</Typography.Text>
          </Flex>
        </Flex>
        <Descriptions
          size="small"
          column={1}
          items={[
            {
              key: 'orderNumber',
              label: t('fields.orderNumber'),
              children: <strong data-testid="verification-order">{document.orderNumber}</strong>,
            },
            {
              key: 'kind',
              label: t('fields.kind'),
              children: <span data-testid="verification-kind">{t(`kind.${document.kind}`)}</span>,
            },
            { key: 'version', label: t('fields.version'), children: document.versionNo },
            {
              key: 'state',
              label: t('fields.state'),
              children: <DocumentStateTag state={document.state} testId="verification-state" />,
            },
            {
              key: 'signedCopy',
              label: t('fields.isSignedCopy'),
              children: (
                <span data-testid="verification-signed-copy">
                  {document.isSignedCopy ? t('verify.yes') : t('verify.no')}
                </span>
              ),
            },
            {
              key: 'issuedAt',
              label: t('fields.issuedAt'),
              children: formatDateTime(document.issuedAt),
            },
          ]}
        />
        <div>
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {t('signatures.title')}
          </Typography.Title>
          <SignatureList signatures={document.signatures} />
        </div>
        {checked}
      </Flex>
    </Card>
  );
}
